import { useState } from 'react';
import { LANGUAGES, type Language } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import { ApiError } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';

interface DownloadPdfProps {
  code: string;
  language: Language;
  online: boolean;
}

const LANGUAGE_NAMES: Record<Language, string> = { ar: 'العربية', fr: 'Français', en: 'English' };

/** SPEC §2's download: the server's PDF in the language chosen (the page's by default). */
export function DownloadPdf({ code, language, online }: DownloadPdfProps) {
  const { t } = useTranslation('certificates');
  const [chosen, setChosen] = useState<Language>(language);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorCode | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadFile(`certificates/${code}/pdf?lang=${chosen}`, `certificate-${code}-${chosen}.pdf`);
    } catch (failure) {
      setError(failure instanceof ApiError && failure.isNetwork ? 'network.error' : 'certificate.generation_failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="certificate-download">
      <label className="certificate-download__language">
        <span>{t('download.language')}</span>
        <select value={chosen} onChange={(event) => setChosen(event.target.value as Language)}>
          {LANGUAGES.map((option) => (
            <option key={option} value={option} lang={option}>
              {LANGUAGE_NAMES[option]}
            </option>
          ))}
        </select>
      </label>
      <Button onClick={() => void download()} busy={busy} disabled={!online}>
        {busy ? t('download.busy') : t('download.action')}
      </Button>
      {online ? null : <p className="certificate-note">{t('download.offline')}</p>}
      {error ? (
        <p className="certificate-error" role="alert">
          {t(error, errorKeyOptions)}
        </p>
      ) : null}
    </div>
  );
}
