import { useEffect, useId, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ErrorCode } from '../../../../contract/errors';
import {
  TEST_CARD_CONFIRMATION_CODE,
  TEST_CARDS,
  TestCardConfirmInputSchema,
  type CardIntent,
  type Payment,
} from '../../../../contract/payments';
import { asApiError } from '../../../lib/api';
import { isolate } from '../../../lib/bidi';
import { errorKeyOptions } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useTranslation } from 'react-i18next';
import { BidiText } from '../../../ui/bidi-text';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { groupDigits } from '../../../lib/group-digits';
import { confirmTestCard, startCardPayment, submitGatewayForm } from '../card-api';

interface CardPaymentProps {
  formationId: string;
  /** The price, formatted for the language. */
  price: string;
  /** The gateway accepted the card: the learner is enrolled. */
  onPaid: (payment: Payment) => void;
}

type Step =
  | { step: 'start' }
  | { step: 'starting' }
  | { step: 'test'; intent: CardIntent }
  | { step: 'code'; intent: CardIntent; cardNumber: string }
  | { step: 'processing'; intent: CardIntent; cardNumber: string; code?: string }
  | { step: 'redirecting' }
  | { step: 'paid' }
  | { step: 'declined'; reason: string | null };

// The test provider's two steps, each checked with its part of the schema the server parses.
const CardNumberSchema = v.pick(TestCardConfirmInputSchema, ['card_number']);
const CardCodeSchema = v.required(v.pick(TestCardConfirmInputSchema, ['confirmation_code']), 'validation.field_required');
const NO_NUMBER = { card_number: '' };
const NO_CODE = { confirmation_code: '' };
// Grouped as printed on the card, or as a phone groups it: the spaces and dashes are not digits.
const cardNumberInput = ({ card_number: number }: typeof NO_NUMBER) => ({ card_number: number.replace(/[\s-]/g, '') });
const codeInput = ({ confirmation_code: code }: typeof NO_CODE) => ({ confirmation_code: code.trim() });

/**
 * Card payment (SPEC §2, §4: processing, then success), online only. The server creates the intent and
 * says what comes next: the test provider's form (a plain TEST MODE screen listing the documented card
 * numbers), or CMI's hosted page, posted to with the fields the server signed.
 */
export function CardPayment({ formationId, price, onPaid }: CardPaymentProps) {
  const { t } = useTranslation(['payments', 'errors']);
  const [state, setState] = useState<Step>({ step: 'start' });
  const [failure, setFailure] = useState<ErrorCode | null>(null);
  const numberForm = useSchemaForm(CardNumberSchema, NO_NUMBER, { toInput: cardNumberInput });
  const codeForm = useSchemaForm(CardCodeSchema, NO_CODE, { toInput: codeInput });
  // Whatever the schema's code, the screen says what it wants: so many digits.
  const numberError = numberForm.error('card_number') ? t('card.numberInvalid') : null;
  const codeError = codeForm.error('confirmation_code') ? t('card.codeInvalid') : null;
  const testHeadingId = useId();
  const live = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.step !== 'paid' && state.step !== 'declined') return;
    // The outcome in full view (at 390 px a declined card's message ended under the fold).
    live.current?.focus({ preventScroll: true });
    live.current?.scrollIntoView?.({ block: 'center' });
  }, [state.step]);

  const start = async () => {
    setFailure(null);
    setState({ step: 'starting' });
    try {
      const intent = await startCardPayment(formationId);
      if (intent.action.type === 'post_form') {
        setState({ step: 'redirecting' });
        submitGatewayForm(intent.action.url, intent.action.fields, () => {
          setFailure('payment.intent_error');
          setState({ step: 'start' });
        });
        return;
      }
      setState({ step: 'test', intent });
    } catch (error) {
      const apiError = asApiError(error);
      setFailure(apiError.isNetwork ? 'network.error' : apiError.code);
      setState({ step: 'start' });
    }
  };

  const confirm = async (intent: CardIntent, number: string, confirmation?: string) => {
    if (intent.action.type !== 'test_card') return;
    setFailure(null);
    setState({ step: 'processing', intent, cardNumber: number, ...(confirmation ? { code: confirmation } : {}) });
    try {
      const answer = await confirmTestCard(intent.action.confirm_url, number, confirmation);
      if (answer.needs_confirmation) {
        setState({ step: 'code', intent, cardNumber: number });
      } else if (answer.payment.status === 'paid' || answer.payment.status === 'approved') {
        setState({ step: 'paid' });
        onPaid(answer.payment);
      } else {
        setState({ step: 'declined', reason: answer.payment.reason });
      }
    } catch (error) {
      const apiError = asApiError(error);
      setFailure(
        apiError.isNetwork ? 'network.error' : apiError.code === 'validation.failed' ? 'payment.processing_failed' : apiError.code,
      );
      setState(confirmation ? { step: 'code', intent, cardNumber: number } : { step: 'test', intent });
    }
  };

  const testMode = state.step === 'test' || state.step === 'code' || (state.step === 'processing' && state.intent.test_mode);

  return (
    <div className="card-payment">
      {testMode ? (
        <section className="card-payment__test" aria-labelledby={testHeadingId}>
          <p className="card-payment__test-banner" id={testHeadingId}>
            <strong>{t('card.testMode')}</strong>
          </p>
          <p>{t('card.testCards')}</p>
          <ul className="card-payment__test-cards">
            <li>
              <bdi dir="ltr">{groupDigits(TEST_CARDS.success)}</bdi> : {t('card.testSuccess')}
            </li>
            <li>
              <bdi dir="ltr">{groupDigits(TEST_CARDS.decline)}</bdi> : {t('card.testDecline')}
            </li>
            <li>
              <bdi dir="ltr">{groupDigits(TEST_CARDS.confirm)}</bdi> :{' '}
              <BidiText text={t('card.testConfirm', { code: isolate(TEST_CARD_CONFIRMATION_CODE) })} />
            </li>
          </ul>
        </section>
      ) : null}

      <div role="status" aria-live="polite" tabIndex={-1} ref={live} className="card-payment__live">
        {state.step === 'starting' || state.step === 'processing' ? (
          <p className="card-payment__processing">{t('card.processing')}</p>
        ) : null}
        {state.step === 'redirecting' ? <p>{t('card.redirecting')}</p> : null}
        {state.step === 'paid' ? <p className="card-payment__success">{t('card.success')}</p> : null}
        {state.step === 'declined' ? <p className="payments-error">{t('card.declined')}</p> : null}
      </div>
      {failure ? (
        <p className="payments-error" role="alert">
          {t(failure, errorKeyOptions)}
        </p>
      ) : null}

      {state.step === 'start' || state.step === 'starting' ? (
        <Button busy={state.step === 'starting'} onClick={() => void start()}>
          <BidiText text={t('card.start', { price: isolate(price) })} />
        </Button>
      ) : null}
      {state.step === 'test' || (state.step === 'processing' && !state.code) ? (
        // While the card is processed the form stays on screen, disabled, so the page keeps its place.
        <form
          className="card-payment__form"
          onSubmit={(event) => numberForm.handleSubmit(({ card_number: number }) => void confirm(state.intent, number))(event)}
          noValidate
          aria-busy={state.step === 'processing'}
        >
          <Field
            label={t('card.number')}
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            {...numberForm.bind('card_number')}
            error={numberError}
            readOnly={state.step === 'processing'}
          />
          <Button type="submit" busy={state.step === 'processing'} disabled={state.step === 'processing'}>
            {t('card.pay')}
          </Button>
        </form>
      ) : null}
      {state.step === 'code' || (state.step === 'processing' && state.code) ? (
        <form
          className="card-payment__form"
          onSubmit={(event) =>
            codeForm.handleSubmit(({ confirmation_code: code }) => void confirm(state.intent, state.cardNumber, code))(event)
          }
          noValidate
          aria-busy={state.step === 'processing'}
        >
          <Field
            label={t('card.code')}
            hint={t('card.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            {...codeForm.bind('confirmation_code')}
            error={codeError}
            readOnly={state.step === 'processing'}
          />
          <Button type="submit" busy={state.step === 'processing'} disabled={state.step === 'processing'}>
            {t('card.confirm')}
          </Button>
        </form>
      ) : null}
      {state.step === 'declined' ? (
        <Button variant="secondary" onClick={() => setState({ step: 'start' })}>
          {t('card.tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
