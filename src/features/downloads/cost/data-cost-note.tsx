import { useTranslation } from 'react-i18next';
import { BYTES_PER_GB } from '../../../../contract/data-cost';
import { isolate } from '../../../lib/bidi';
import { useDataPrice } from '../../../lib/data-price';
import { formatDataCost } from '../../../lib/format-data-cost';
import { paths } from '../../../lib/paths';
import { BidiText } from '../../../ui/bidi-text';
import { Link } from 'react-router-dom';
import './data-cost.css';

interface DataCostNoteProps {
  /** Bytes that would travel over the network. */
  bytes: number;
  language: string;
  /** `download`: what fetching them costs; `saved`: what a pack file from another phone spared. */
  kind?: 'download' | 'saved';
}

/**
 * The estimated cost of a download beside its size, at the learner's price per GB (their own, or their
 * country's default, which the profile lets them change: the link says where).
 */
export function DataCostNote({ bytes, language, kind = 'download' }: DataCostNoteProps) {
  const { t } = useTranslation('downloads');
  const inForce = useDataPrice();
  if (!inForce) return null;
  const values = {
    cost: isolate(formatDataCost(bytes, inForce.price, language)),
    price: isolate(formatDataCost(BYTES_PER_GB, inForce.price, language)),
  };
  return (
    <p className="data-cost-note" data-testid="data-cost">
      <BidiText text={t(kind === 'saved' ? 'cost.saved' : 'cost.download', values)} />{' '}
      <Link to={`${paths.profile}#data-cost`} className="data-cost-note__change">
        {inForce.isDefault ? t('cost.setPrice') : t('cost.changePrice')}
      </Link>
    </p>
  );
}
