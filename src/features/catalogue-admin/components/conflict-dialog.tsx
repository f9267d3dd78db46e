import { LANGUAGES } from '../../../../contract/constants';
import type { AdminFormation } from '../../../../contract/editor';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { formValuesOf, type FormationFormValues } from '../formation-form-values';
import { formatValue } from '../../../lib/format';
import { parseMoney } from '../../../lib/format-price';

interface ConflictDialogProps {
  /** The formation as the server has it now (the newer version). */
  current: AdminFormation;
  mine: FormationFormValues;
  busy: boolean;
  /** Drops the agent's text and loads the newer version into the form. */
  onLoadTheirs: () => void;
  /** Saves the agent's text over the newer version, knowingly. */
  onOverwrite: () => void;
  onClose: () => void;
}

interface Difference {
  field: string;
  theirs: string;
  mine: string;
}

function differences(
  theirs: FormationFormValues,
  mine: FormationFormValues,
  label: (field: string, language?: string) => string,
): Difference[] {
  const rows: Difference[] = [];
  for (const field of ['title', 'description'] as const) {
    for (const language of LANGUAGES) {
      if (theirs[field][language].trim() !== mine[field][language].trim()) {
        rows.push({ field: label(field, language), theirs: theirs[field][language], mine: mine[field][language] });
      }
    }
  }
  for (const field of ['topic', 'level', 'price_mad', 'duration_minutes', 'pass_mark'] as const) {
    const same =
      field === 'price_mad' ? parseMoney(theirs[field]) === parseMoney(mine[field]) : theirs[field].trim() === mine[field].trim();
    if (!same) rows.push({ field: label(field), theirs: theirs[field], mine: mine[field] });
  }
  return rows;
}

/**
 * 409 on save: another agent saved the formation after this one opened it. The newer version's
 * differences are shown beside the agent's own text; nothing is overwritten without a conscious choice.
 */
export function ConflictDialog({ current, mine, busy, onLoadTheirs, onOverwrite, onClose }: ConflictDialogProps) {
  const { t } = useTranslation('catalogue-admin');
  const uiLanguage = useLanguage();
  const when = formatValue(current.updated_at, 'datetime', uiLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const label = (field: string, language?: string) => {
    const name = t(`conflict.fields.${field as 'title'}`);
    return language ? t('field.inLanguage', { field: name, language: t(`languages.${language as 'ar'}`) }) : name;
  };
  const rows = differences(formValuesOf(current, uiLanguage), mine, label);
  return (
    <Dialog
      open
      title={t('conflict.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onLoadTheirs} disabled={busy}>
            {t('conflict.loadTheirs')}
          </Button>
          <Button onClick={onOverwrite} busy={busy}>
            {t('conflict.overwrite')}
          </Button>
        </>
      }
    >
      <p>{t('conflict.lead', { version: current.version, when })}</p>
      {rows.length === 0 ? (
        <p>{t('conflict.noDifference')}</p>
      ) : (
        <table className="conflict-table">
          <thead>
            <tr>
              <th scope="col">{t('conflict.field')}</th>
              <th scope="col">{t('conflict.theirs', { version: current.version })}</th>
              <th scope="col">{t('conflict.mine')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.field}>
                <th scope="row">{row.field}</th>
                <td dir="auto">{row.theirs}</td>
                <td dir="auto">{row.mine}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
