import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ErrorCode } from '../../../../contract/errors';
import { formatCertificateCode, isCertificateCode, normalizeCertificateCode, type CertificateVerification } from '../../../../contract/exam';
import { pickLanguage } from '../../../../contract/translatable';
import { ApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from '../../../lib/use-translation';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { verifyCertificate } from '../api/verify-certificate';
import { formatIssueDate, formatScore } from '../format';
import './certificates.css';

type Check =
  | { state: 'found'; result: CertificateVerification }
  | { state: 'missing' }
  | { state: 'offline' }
  | { state: 'failed'; code: ErrorCode };

/**
 * /verify/{code} (public): what an employer or a cooperative sees after scanning the QR code or typing
 * the code: the holder, the formation, the date and the score, or "no such certificate". The signed
 * payload in the URL's fragment is for offline verifiers (docs/certificates.md); this page asks the server.
 */
export function Component() {
  const { code: raw = '' } = useParams();
  const { t, i18n } = useTranslation(['certificates', 'common']);
  const language = i18n.language;
  const online = useOnline();
  const navigate = useNavigate();
  const code = normalizeCertificateCode(raw);
  const [attempt, setAttempt] = useState(0);
  const key = `${code}|${attempt}`;
  const [check, setCheck] = useState<{ key: string; value: Check } | null>(null);
  const [typed, setTyped] = useState('');
  const inputId = useId();

  useEffect(() => {
    let cancelled = false;
    const settle = (value: Check) => {
      if (!cancelled) setCheck({ key, value });
    };
    if (!isCertificateCode(code)) {
      settle({ state: 'missing' });
    } else {
      verifyCertificate(code).then(
        (result) => settle({ state: 'found', result }),
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 404 || error.status === 422)) settle({ state: 'missing' });
          else if (error instanceof ApiError && error.isNetwork) settle({ state: 'offline' });
          else settle({ state: 'failed', code: error instanceof ApiError ? error.code : 'unexpected.error' });
        },
      );
    }
    return () => {
      cancelled = true;
    };
  }, [key, code]);

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeCertificateCode(typed.trim());
    if (next) navigate(paths.verify(next));
  };

  const current = check?.key === key ? check.value : null;
  let body;
  if (!current) {
    body = <Spinner label={t('verify.checking')} />;
  } else if (current.state === 'found') {
    const { result } = current;
    body = (
      <section
        className={result.valid ? 'verify-result verify-result--valid' : 'verify-result verify-result--invalid'}
        aria-labelledby="verify-heading"
        aria-live="polite"
      >
        <h2 id="verify-heading">
          {result.valid ? t('verify.valid') : t('verify.invalid')}
        </h2>
        <dl className="certificate-card__facts">
          <div>
            <dt>{t('verify.holder')}</dt>
            <dd className="certificate-card__holder">{result.holder_name}</dd>
          </div>
          <div>
            <dt>{t('verify.formation')}</dt>
            <dd>{pickLanguage(result.formation_title, language)}</dd>
          </div>
          <div>
            <dt>{t('verify.issued')}</dt>
            <dd>{formatIssueDate(result.issued_at, language)}</dd>
          </div>
          <div>
            <dt>{t('verify.score')}</dt>
            <dd>{t('card.scoreValue', { score: formatScore(result.score, language), max: result.max_score })}</dd>
          </div>
          <div>
            <dt>{t('verify.code')}</dt>
            <dd dir="ltr">{formatCertificateCode(result.code)}</dd>
          </div>
        </dl>
      </section>
    );
  } else if (current.state === 'missing') {
    body = (
      <p className="verify-result verify-result--invalid" role="alert">
        {t('verify.notFound', { code: raw })}
      </p>
    );
  } else {
    body = (
      <>
        <p className="certificate-error" role="alert">
          {current.state === 'offline' || !online ? t('verify.offline') : t(current.code, errorKeyOptions)}
        </p>
        <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {t('verify.retry')}
        </Button>
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
        <div className="verify-lookup__row">
          <input
            id={inputId}
            className="field__input"
            dir="ltr"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
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
