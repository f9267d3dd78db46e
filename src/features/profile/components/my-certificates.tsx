import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Certificate } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/pick-language';
import { downloadFile } from '../../../lib/download-file';
import { paths } from '../../../lib/paths';
import { isolate } from '../../../lib/bidi';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { useUserDb } from '../../../lib/use-user-db';
import { Button } from '../../../ui/button';
import { BidiText } from '../../../ui/bidi-text';
import { Spinner } from '../../../ui/spinner';
import '../profile-lists.css';
import { formatValue } from '../../../lib/format';

/**
 * The profile's "my certificates" tab (SPEC §2): the learner's certificates as mirrored on the device
 * (the `me` stream), each with its page and its PDF in the reader's language.
 */
export function MyCertificates({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const language = useLanguage();
  const online = useOnline();
  const db = useUserDb(userId);
  const certificates = useLiveQuery(
    async () => (db ? (await db.certificates.toArray()).sort((a, b) => b.issued_at.localeCompare(a.issued_at)) : undefined),
    [db],
  );
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  if (certificates === undefined) return <Spinner />;
  if (certificates.length === 0) {
    return (
      <>
        <p className="profile-page__empty">{t('certificates.empty')}</p>
        <Link className="button button--secondary" to={paths.courses}>
          {t('formations.browse')}
        </Link>
      </>
    );
  }

  const download = async (certificate: Certificate) => {
    setBusy(certificate.id);
    setFailed(null);
    try {
      await downloadFile(`certificates/${certificate.code}/pdf?lang=${language}`, `certificate-${certificate.code}-${language}.pdf`);
    } catch (error) {
      console.warn('Certificate PDF download failed', error);
      setFailed(certificate.id);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {online ? null : <p className="profile-page__empty">{t('certificates.offline')}</p>}
      <ul className="profile-list">
        {certificates.map((certificate) => (
          <li key={certificate.id} className="profile-list__item">
            <h3 className="profile-list__title" dir="auto">
              {pickLanguage(certificate.formation_title, language)}
            </h3>
            <p className="profile-list__meta">
              <BidiText
                text={t('certificates.issued', {
                  date: isolate(formatValue(new Date(certificate.issued_at), 'datetime', language, { dateStyle: 'long', timeZone: 'UTC' })),
                  score: isolate(formatValue(certificate.score, 'number', language, { maximumFractionDigits: 1 })),
                  max: isolate(certificate.max_score),
                })}
              />
            </p>
            <div className="profile-list__actions">
              {certificate.formation_id ? (
                <Link className="button button--secondary" to={paths.certificate(certificate.formation_id)}>
                  {t('certificates.view')}
                </Link>
              ) : null}
              <Button variant="secondary" disabled={!online} busy={busy === certificate.id} onClick={() => void download(certificate)}>
                {t('certificates.download')}
              </Button>
            </div>
            {failed === certificate.id ? (
              <p className="profile-list__error" role="alert">
                {t('certificates.downloadFailed')}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
