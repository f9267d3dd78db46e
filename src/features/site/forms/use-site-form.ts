import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import type { Language } from '../../../../contract/constants';
import { isErrorCode, type ErrorCode } from '../../../../contract/errors';
import { isOneOf } from '../../../../contract/one-of';
import { asApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { discardDraft, readDraft, writeDraft } from '../../../data/drafts/draft-store';

export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  /** Saved in the outbox while offline: it leaves by itself once the device is connected. */
  | { kind: 'queued' }
  /** Nothing left the device; the text is kept. */
  | { kind: 'offline' }
  | { kind: 'failed'; code: ErrorCode; retryAfterSeconds: number | null };

interface SiteFormOptions<F extends string, TSchema extends v.GenericSchema> {
  /** Names the form's draft, kept for this tab only (src/data/drafts); one per form. */
  formId: string;
  fields: readonly F[];
  /** The contract schema the server validates with; the form checks the same rules before sending. */
  schema: TSchema;
  submit: (input: v.InferOutput<TSchema>) => Promise<unknown>;
}

function firstCodes(issues: readonly v.BaseIssue<unknown>[]): Record<string, ErrorCode> {
  const errors: Record<string, ErrorCode> = {};
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? '_';
    errors[field] ??= isErrorCode(issue.message) ? issue.message : 'validation.invalid_value';
  }
  return errors;
}

/** A draft as stored: each field's text. Fields it lacks start empty. */
const StoredDraftSchema = v.record(v.string(), v.string());

const draftKey = (formId: string) => `site-form:${formId}`;

/** Every field's value: the given one, else empty. */
function valuesOf<F extends string>(fields: readonly F[], given: Partial<Record<F, string>>): Record<F, string> {
  return Object.fromEntries(fields.map((field) => [field, given[field] ?? ''])) as Record<F, string>;
}

/**
 * State of one public form: values (restored from the draft), per-field error codes, and the outcome
 * of the last send. Invalid input never leaves the device; a send that cannot reach the server keeps
 * the text and says so, instead of pretending or losing it.
 */
export function useSiteForm<F extends string, TSchema extends v.GenericSchema>({
  formId,
  fields,
  schema,
  submit,
}: SiteFormOptions<F, TSchema>) {
  // The fields start empty (as the server drew them, so hydration matches) and the tab's draft comes back
  // once read. Whatever the visitor typed meanwhile wins over the draft, field by field.
  const [values, setValues] = useState<Record<F, string>>(() => valuesOf(fields, {}));
  const touched = useRef(new Set<F>());
  /** Until the draft is read, writing would replace it with the half-empty form. */
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    let live = true;
    void readDraft(draftKey(formId), 'tab', StoredDraftSchema).then((draft) => {
      if (!live) return;
      const stored = draft?.value ?? {};
      setValues((current) =>
        valuesOf(
          fields,
          Object.fromEntries(
            fields.map((field) => [field, touched.current.has(field) ? current[field] : (stored[field] ?? current[field])]),
          ) as Partial<Record<F, string>>,
        ),
      );
      setRestored(true);
    });
    return () => {
      live = false;
    };
  }, [formId, fields]);
  useEffect(() => {
    if (!restored || touched.current.size === 0) return;
    if (Object.values<string>(values).some((value) => value.trim() !== '')) void writeDraft(draftKey(formId), 'tab', values);
    else void discardDraft(draftKey(formId), 'tab');
  }, [restored, values, formId]);
  const [errors, setErrors] = useState<Partial<Record<F, ErrorCode>>>({});
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [attempt, setAttempt] = useState(0);
  // The form element, taken from the submit event, so the first invalid field can get the focus.
  const formElement = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (attempt > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onChange = useCallback((event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.currentTarget.name as F;
    const value = event.currentTarget.value;
    touched.current.add(field);
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
    setStatus((previous) => (previous.kind === 'sent' ? { kind: 'idle' } : previous));
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formElement.current = event.currentTarget;
      if (status.kind === 'sending') return;
      const language: Language = currentLanguage();
      const parsed = v.safeParse(schema, { ...values, language });
      if (!parsed.success) {
        setErrors(firstCodes(parsed.issues) as Partial<Record<F, ErrorCode>>);
        setStatus({ kind: 'idle' });
        setAttempt((count) => count + 1);
        return;
      }
      setErrors({});
      setStatus({ kind: 'sending' });
      try {
        await submit(parsed.output);
        void discardDraft(draftKey(formId), 'tab');
        setValues(Object.fromEntries(fields.map((field) => [field, ''])) as Record<F, string>);
        // The outbox took it: it is sent now, or as soon as the device is back online.
        setStatus(navigator.onLine ? { kind: 'sent' } : { kind: 'queued' });
      } catch (error) {
        const failure = asApiError(error);
        if (failure.isNetwork) {
          setStatus({ kind: 'offline' });
        } else if (failure.status === 422 && Object.keys(failure.fieldErrors).length > 0) {
          const fieldErrors: Partial<Record<F, ErrorCode>> = {};
          for (const [field, codes] of Object.entries(failure.fieldErrors)) {
            if (codes[0] && isOneOf(field, fields)) fieldErrors[field] = codes[0];
          }
          setErrors(fieldErrors);
          setStatus({ kind: 'failed', code: failure.code, retryAfterSeconds: null });
          setAttempt((count) => count + 1);
        } else {
          // SPEC §8, contact: "general error" for anything the visitor cannot fix in a field.
          const code: ErrorCode =
            failure.status === 429 ? 'http.too_many_requests' : failure.status >= 500 ? 'server.error' : 'contact.failed';
          setStatus({ kind: 'failed', code, retryAfterSeconds: failure.retryAfterSeconds });
        }
      }
    },
    [fields, formId, schema, status.kind, submit, values],
  );

  return { values, errors, status, onChange, onSubmit };
}
