import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { readMonthUsage } from '../../../data/data-cost/data-cost-store';
import type { UserDatabase } from '../../../data/user-db';
import { isolate } from '../../../lib/bidi';
import { useDataPrice } from '../../../lib/data-price';
import { formatValue } from '../../../lib/format';
import { formatDataCost } from '../../../lib/format-data-cost';
import { formatSize } from '../../../lib/format-size';
import { BidiText } from '../../../ui/bidi-text';
import './data-cost.css';

/**
 * "Downloaded this month": the bytes the downloader received over the network since the first of the
 * month (phone's time zone) and their cost at the learner's price; beside it, what came from other phones
 * as course files, which used no data.
 */
export function MonthUsage({ db, language }: { db: UserDatabase; language: string }) {
  const { t } = useTranslation('downloads');
  const inForce = useDataPrice();
  const usage = useLiveQuery(() => readMonthUsage(db), [db]);
  if (!usage) return null;
  const [year, month] = usage.month.split('-').map(Number);
  const monthName = formatValue(new Date(year ?? 1970, (month ?? 1) - 1, 1), 'datetime', language, { month: 'long', year: 'numeric' });
  const size = isolate(formatSize(usage.network_bytes, language));
  return (
    <section className="month-usage" aria-labelledby="month-usage-title" data-testid="month-usage">
      <h2 id="month-usage-title" className="month-usage__title">
        <BidiText text={t('cost.monthTitle', { month: isolate(monthName) })} />
      </h2>
      <p>
        <BidiText
          text={
            inForce
              ? t('cost.monthDownloaded', { size, cost: isolate(formatDataCost(usage.network_bytes, inForce.price, language)) })
              : t('cost.monthDownloadedNoPrice', { size })
          }
        />
      </p>
      {usage.pack_bytes > 0 ? (
        <p>
          <BidiText text={t('cost.monthFromPacks', { size: isolate(formatSize(usage.pack_bytes, language)) })} />
        </p>
      ) : null}
    </section>
  );
}
