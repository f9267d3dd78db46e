import type { Language } from '../../../../contract/constants';
import { certificateQrText, formatCertificateCode, verifyUrl, type Certificate } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/pick-language';
import { useTranslation } from 'react-i18next';
import { formatIssueDate, formatScore } from '../format';
import { QrCode } from './qr-code';

interface CertificateCardProps {
  certificate: Certificate;
  language: Language;
  /** The app's address, which the QR code and the verification link point to. */
  origin: string;
}

/** The certificate on screen (SPEC §3): name, formation, date, score, and how anyone can check it. */
export function CertificateCard({ certificate, language, origin }: CertificateCardProps) {
  const { t } = useTranslation('certificates');
  const url = verifyUrl(origin, certificate.code);
  // The link carries the signed payload as the QR code does, so a shared link also checks offline.
  const signedUrl = certificateQrText(origin, certificate);
  return (
    <article className="certificate-card" aria-labelledby="certificate-card-heading">
      <p className="certificate-card__academy">{t('card.academy')}</p>
      <h2 id="certificate-card-heading" className="certificate-card__heading">
        {t('card.heading')}
      </h2>
      <dl className="certificate-card__facts">
        <div>
          <dt>{t('card.holder')}</dt>
          <dd className="certificate-card__holder" dir="auto">
            {certificate.holder_name}
          </dd>
        </div>
        <div>
          <dt>{t('card.formation')}</dt>
          <dd className="certificate-card__formation" dir="auto">
            {pickLanguage(certificate.formation_title, language)}
          </dd>
        </div>
        <div>
          <dt>{t('card.score')}</dt>
          <dd>{t('card.scoreValue', { score: formatScore(certificate.score, language), max: certificate.max_score })}</dd>
        </div>
        <div>
          <dt>{t('card.issued')}</dt>
          <dd>
            <bdi>{formatIssueDate(certificate.issued_at, language)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('card.code')}</dt>
          <dd className="certificate-card__code" dir="ltr">
            {formatCertificateCode(certificate.code)}
          </dd>
        </div>
      </dl>
      <div className="certificate-card__verify">
        <QrCode text={signedUrl} label={t('card.qr', { url })} />
        <p>
          {t('card.verifyAt')}{' '}
          <a href={signedUrl} dir="ltr">
            {url}
          </a>
        </p>
      </div>
    </article>
  );
}
