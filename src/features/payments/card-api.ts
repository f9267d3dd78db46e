import * as v from 'valibot';
import { API_BASE } from '../../../contract/constants';
import { CardIntentSchema, TestCardConfirmSchema, type CardIntent, type TestCardConfirm } from '../../../contract/payments';
import { api, call } from '../../lib/api';

/** POST /api/payments/card: the intent and what the browser does next. Throws an ApiError. */
export async function startCardPayment(formationId: string): Promise<CardIntent> {
  const body = await call(() => api.post('payments/card', { json: { formation_id: formationId } }).json());
  return v.parse(CardIntentSchema, body);
}

/** The server names confirm_url as a path (or URL) of the API; the API client wants it relative to /api. */
export function apiPathOf(url: string): string {
  const path = new URL(url, window.location.origin).pathname;
  const prefix = `${API_BASE.replace(/\/+$/, '')}/`;
  return path.startsWith(prefix) ? path.slice(prefix.length) : path.replace(/^\/+/, '');
}

/** The test provider's confirm step (POST confirm_url): the card number, then its code when asked. */
export async function confirmTestCard(confirmUrl: string, cardNumber: string, confirmationCode?: string): Promise<TestCardConfirm> {
  const json = confirmationCode ? { card_number: cardNumber, confirmation_code: confirmationCode } : { card_number: cardNumber };
  const body = await call(() => api.post(apiPathOf(confirmUrl), { json }).json());
  return v.parse(TestCardConfirmSchema, body);
}

/**
 * CMI: the browser posts the signed fields to the gateway's hosted page (the store key never leaves the
 * server; the hash was computed there). The page is left for the bank's. The app's CSP must allow the
 * gateway's origin in `form-action`; when it does not, the browser drops the post silently, so a CSP
 * refusal is reported through `onBlocked` instead of leaving the learner on "opening…".
 */
export function submitGatewayForm(url: string, fields: Record<string, string>, onBlocked?: () => void): void {
  const listener = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective !== 'form-action') return;
    document.removeEventListener('securitypolicyviolation', listener);
    onBlocked?.();
  };
  document.addEventListener('securitypolicyviolation', listener);
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
