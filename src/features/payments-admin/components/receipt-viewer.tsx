import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { asApiError } from '../../../lib/api';
import { errorKeyOptions } from '../../../lib/i18n';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { fetchReceipt } from '../api/payments-admin-api';

const MIN_ZOOM = 1;
const MAX_ZOOM = 5;
const STEP = 0.5;

const clamp = (value: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value * 100) / 100));

type Receipt = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'failed'; code: string };
/** An answer counts only for the request (payment and attempt) it answers; any other is still loading. */
type Answer = { request: string } & Receipt;

/**
 * The receipt, large and zoomable (buttons, keyboard + − 0, Ctrl/pinch wheel). It sits behind the staff
 * token, so it is fetched as a Blob and shown through a blob: URL released when the view closes.
 */
export function ReceiptViewer({ paymentId, alt }: { paymentId: string; alt: string }) {
  const { t } = useTranslation(['payments-admin', 'errors']);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [attempt, setAttempt] = useState(0);
  const request = `${paymentId}:${attempt}`;
  const receipt: Receipt = answer?.request === request ? answer : { status: 'loading' };

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    fetchReceipt(paymentId, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setAnswer({ request, status: 'ready', url });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, status: 'failed', code: asApiError(error).code });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [paymentId, request]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === '+' || event.key === '=') setZoom((value) => clamp(value + STEP));
    else if (event.key === '-' || event.key === '_') setZoom((value) => clamp(value - STEP));
    else if (event.key === '0') setZoom(MIN_ZOOM);
    else return;
    event.preventDefault();
  };
  // A trackpad pinch (or Ctrl + wheel) arrives as a wheel event with ctrlKey; a plain wheel keeps scrolling
  // the image. React's wheel listeners are passive, so this one is added by hand to cancel the page zoom.
  const frame = useRef<HTMLDivElement>(null);
  const ready = receipt.status === 'ready';
  useEffect(() => {
    const element = frame.current;
    if (!element) return undefined;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      setZoom((value) => clamp(value - Math.sign(event.deltaY) * STEP));
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [ready]);

  if (receipt.status === 'loading') return <Spinner label={t('receipt.loading')} />;
  if (receipt.status === 'failed') {
    return (
      <div role="alert" className="receipt__error">
        <p>{t(receipt.code as 'unexpected.error', errorKeyOptions)}</p>
        <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
          {t('retry')}
        </Button>
      </div>
    );
  }

  const percent = Math.round(zoom * 100);
  return (
    <figure className="receipt">
      <div className="receipt__toolbar" role="group" aria-label={t('receipt.zoomGroup')}>
        <Button
          variant="secondary"
          onClick={() => setZoom((value) => clamp(value - STEP))}
          disabled={zoom <= MIN_ZOOM}
          aria-label={t('receipt.zoomOut')}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <output className="receipt__zoom" aria-live="polite">
          {t('receipt.zoomLevel', { percent })}
        </output>
        <Button
          variant="secondary"
          onClick={() => setZoom((value) => clamp(value + STEP))}
          disabled={zoom >= MAX_ZOOM}
          aria-label={t('receipt.zoomIn')}
        >
          <span aria-hidden="true">+</span>
        </Button>
        <Button variant="ghost" onClick={() => setZoom(MIN_ZOOM)} disabled={zoom === MIN_ZOOM}>
          {t('receipt.zoomReset')}
        </Button>
      </div>
      {/* The frame scrolls a zoomed image; it takes the focus so its keys (+ − 0) and arrow scrolling work,
          the same keys the buttons above offer, so nothing is keyboard-only or pointer-only. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/no-noninteractive-element-interactions */}
      <div className="receipt__frame" tabIndex={0} role="region" aria-label={t('receipt.frame')} onKeyDown={onKeyDown} ref={frame}>
        <img className="receipt__image" src={receipt.url} alt={alt} style={{ inlineSize: `${percent}%` }} data-zoom={zoom} />
      </div>
      <figcaption className="receipt__hint">{t('receipt.keys')}</figcaption>
    </figure>
  );
}
