import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Language } from '../../../../contract/constants';
import { QUIZ_MAX_SCORE } from '../../../../contract/constants';
import type { ErrorCode } from '../../../../contract/errors';
import {
  formatCertificateCode,
  isCertificateCode,
  normalizeCertificateCode,
  type CertificateVerification,
} from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/pick-language';
import { ApiError, asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useOnline } from '../../../lib/use-online';
import { useRemote } from '../../../lib/use-remote';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { fetchCertificatePublicKey } from '../api/public-key';
import { verifyCertificate } from '../api/verify-certificate';
import { formatIssueDate, formatScore } from '../format';
import {
  claimedCode,
  fragmentOf,
  isSignedPayload,
  verifySignedPayload,
  type OfflineVerdict,
  type SignedCertificate,
} from '../signed-payload';
import './certificates.css';

/** The server's answer: the certificate on record (and whether it still matches its signature), or not. */
type OnlineCheck =
  | { state: 'found'; result: CertificateVerification }
  | { state: 'missing' }
  | { state: 'offline' }
  | { state: 'failed'; code: ErrorCode };

/** The device's answer from the signed payload in the address, or why it has none. */
type OfflineCheck = OfflineVerdict | { state: 'no-key' };

function checkOnline(code: string): Promise<OnlineCheck> {
  if (!isCertificateCode(code)) return Promise.resolve({ state: 'missing' });
  return verifyCertificate(code).then(
    (result): OnlineCheck => ({ state: 'found', result }),
    (error: unknown): OnlineCheck => {
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return { state: 'missing' };
      if (error instanceof ApiError && error.isNetwork) return { state: 'offline' };
      return { state: 'failed', code: asApiError(error).code };
    },
  );
}

async function checkOffline(fragment: string, code: string): Promise<OfflineCheck> {
  let key;
  try {
    // Answered by the service worker's copy when there is no network (sw/certificate-key.ts).
    key = await fetchCertificatePublicKey();
  } catch {
    return { state: 'no-key' };
  }
  return verifySignedPayload(fragment, code, key);
}

/** A code, a verification address (with its signed fragment) or a bare QR payload, as typed or pasted. */
function addressFor(typed: string): string | null {
  const text = typed.trim();
  const fragment = text.includes('#') || isSignedPayload(text) ? fragmentOf(text) : '';
  const fromPath = /\/verify\/([^/?#]+)/.exec(text)?.[1];
  const raw = fromPath ? decodeURIComponent(fromPath) : fragment && !text.includes('#') ? claimedCode(fragment) : text;
  const code = normalizeCertificateCode(raw ?? '');
  if (!code) return null;
  return fragment ? `${paths.verify(code)}#${fragment}` : paths.verify(code);
}

function Facts({ certificate, language }: { certificate: SignedCertificate | CertificateVerification; language: Language }) {
  const { t } = useTranslation('certificates');
  return (
    <dl className="certificate-card__facts">
      <div>
        <dt>{t('verify.holder')}</dt>
        <dd className="certificate-card__holder" dir="auto">
          {certificate.holder_name}
        </dd>
      </div>
      <div>
        <dt>{t('verify.formation')}</dt>
        <dd dir="auto">{pickLanguage(certificate.formation_title, language)}</dd>
      </div>
      <div>
        <dt>{t('verify.issued')}</dt>
        <dd>{formatIssueDate(certificate.issued_at, language)}</dd>
      </div>
      <div>
        <dt>{t('verify.score')}</dt>
        <dd>
          <bdi>{t('card.scoreValue', { score: formatScore(certificate.score, language), max: QUIZ_MAX_SCORE })}</bdi>
        </dd>
      </div>
      <div>
        <dt>{t('verify.code')}</dt>
        <dd>
          <bdi dir="ltr">{formatCertificateCode(certificate.code)}</bdi>
        </dd>
      </div>
    </dl>
  );
}

/**
 * /verify/{code} (public): what an employer or a cooperative sees after scanning the QR code or typing
 * the code. Two answers (docs/certificates.md):
 * - offline, when the address carries the signed payload after `#` (the QR code does): the signature is
 *   checked on this device with the academy's public key, which the service worker keeps with the shell;
 *   revocation cannot be known this way, and the page says so;
 * - online: the server says whether the certificate is on record and still matches its signature. It
 *   replaces the offline answer as soon as it arrives, and is the only one a typed code can get.
 */
export function Component() {
  const { code: raw = '' } = useParams();
  const { hash } = useLocation();
  const { t } = useTranslation(['certificates', 'common']);
  const language = useLanguage();
  const online = useOnline();
  const navigate = useNavigate();
  const code = normalizeCertificateCode(raw);
  const fragment = fragmentOf(hash);
  const signed = isSignedPayload(fragment);
  // Both answers belong to the code and fragment they were asked for; a retry asks both again.
  const request = `${code}|${fragment}`;
  const onlineCheck = useRemote<OnlineCheck>(request, () => checkOnline(code));
  const offlineCheck = useRemote<OfflineCheck>(signed ? request : null, () => checkOffline(fragment, code));
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const hintId = useId();

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const next = addressFor(typed);
    if (next) navigate(next);
  };

  const server = onlineCheck.status === 'ready' ? (onlineCheck.data ?? null) : null;
  const device = signed && offlineCheck.status === 'ready' ? (offlineCheck.data ?? null) : null;
  const retry = (
    <Button
      variant="secondary"
      onClick={() => {
        onlineCheck.refetch();
        offlineCheck.refetch();
      }}
    >
      {t('verify.retry')}
    </Button>
  );

  let body;
  if (server?.state === 'found') {
    const { result } = server;
    body = (
      <section
        className={result.valid ? 'verify-result verify-result--valid' : 'verify-result verify-result--invalid'}
        aria-labelledby="verify-heading"
        aria-live="polite"
        data-answer="online"
      >
        <h2 id="verify-heading">{result.valid ? t('verify.valid') : t('verify.invalid')}</h2>
        <p className="verify-result__mode">{t('verify.modeOnline')}</p>
        {device?.state === 'invalid' ? (
          <p className="verify-result__warning" role="alert">
            {t('verify.payloadAltered')}
          </p>
        ) : null}
        <Facts certificate={result} language={language} />
      </section>
    );
  } else if (server?.state === 'missing') {
    // The academy signed it once but no longer has it on record: that is what revocation looks like.
    body = (
      <p className="verify-result verify-result--invalid" role="alert" data-answer="online">
        {device?.state === 'valid' ? t('verify.revoked') : t('verify.notFound', { code: raw })}
      </p>
    );
  } else if (device?.state === 'valid' || device?.state === 'invalid') {
    // No server answer yet (or none to be had): the device's own.
    const valid = device.state === 'valid';
    body = (
      <section
        className={valid ? 'verify-result verify-result--valid' : 'verify-result verify-result--invalid'}
        aria-labelledby="verify-heading"
        aria-live="polite"
        data-answer="offline"
      >
        <h2 id="verify-heading">{valid ? t('verify.validOffline') : t('verify.notValid')}</h2>
        <p className="verify-result__mode">{t('verify.modeOffline')}</p>
        {valid ? <Facts certificate={device.certificate} language={language} /> : null}
        {!server ? (
          <p className="verify-result__status">{t('verify.checkingOnline')}</p>
        ) : server.state === 'offline' || !online ? (
          <div className="verify-result__status">
            <p>{t('verify.revocationUnchecked')}</p>
            {retry}
          </div>
        ) : (
          <div className="verify-result__status">
            <p>{t(server.code, errorKeyOptions)}</p>
            {retry}
          </div>
        )}
      </section>
    );
  } else if (!server || (signed && !device)) {
    body = <Spinner label={t('verify.checking')} />;
  } else {
    // The server could not be reached or failed, and the device has no answer of its own.
    body = (
      <>
        <p className="certificate-error" role="alert">
          {server.state === 'offline' || !online ? t('verify.offline') : t(server.code, errorKeyOptions)}
        </p>
        {device?.state === 'no-key' ? <p>{t('verify.noKey')}</p> : null}
        {device?.state === 'unsupported' ? <p>{t('verify.unsupported')}</p> : null}
        {!signed && (server.state === 'offline' || !online) ? <p>{t('verify.scanHint')}</p> : null}
        {retry}
      </>
    );
  }

  return (
    <Page title={t('verify.title')} className="certificate-page">
      {body}
      <form className="verify-lookup" onSubmit={lookUp}>
        <h2>{t('verify.lookup')}</h2>
        <label className="field__label" htmlFor={inputId}>
          {t('verify.codeLabel')}
        </label>
        <p id={hintId} className="field__hint">
          {t('verify.codeHint')}
        </p>
        <div className="verify-lookup__row">
          <input
            id={inputId}
            className="field__input"
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            aria-describedby={hintId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {t('verify.submit')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
