import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import type { ErrorCode, FieldErrors } from '../../contract/errors';
import { fieldErrorsOf } from '../../contract/field-errors';

type Values = Record<string, string | boolean>;

type TextKeys<TValues> = { [K in keyof TValues]: TValues[K] extends string ? K : never }[keyof TValues] & string;

export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

export interface SchemaForm<TValues extends Values, TOutput> {
  values: TValues;
  setValue: <K extends keyof TValues & string>(name: K, value: TValues[K]) => void;
  /** Marks a field as visited: its client-side error shows from now on (validation on blur). */
  touch: (name: keyof TValues & string) => void;
  /** The code to show under a field: the server's until the field is edited, else the schema's once visited. */
  error: (name: keyof TValues & string) => ErrorCode | null;
  /** Puts a 422/409's field codes on their fields. */
  setServerErrors: (errors: FieldErrors) => void;
  /** Validates everything; on success runs `onValid` with the schema's output, else focuses the first invalid field. */
  handleSubmit: (onValid: (output: TOutput) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => void;
  /** value, onChange and onBlur of a text input, to spread on it. */
  bind: (name: TextKeys<TValues>) => TextBinding;
  submitting: boolean;
  reset: (values?: TValues) => void;
}

/**
 * Form state driven by a contract schema: the same valibot schema the server parses, so the codes a
 * field shows before sending are the codes the server would answer (DESIGN.md, one schema per payload).
 */
export function useSchemaForm<TSchema extends v.GenericSchema, TValues extends Values>(
  schema: TSchema,
  initial: TValues,
): SchemaForm<TValues, v.InferOutput<TSchema>> {
  const [values, setValues] = useState<TValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const clientErrors = useMemo(() => {
    const result = v.safeParse(schema, values);
    return result.success ? {} : fieldErrorsOf(result.issues);
  }, [schema, values]);

  const setValue = useCallback(<K extends keyof TValues & string>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrorsState((current) => {
      if (!(name in current)) return current;
      const { [name]: _edited, ...rest } = current;
      return rest;
    });
  }, []);

  const touch = useCallback((name: string) => {
    setTouched((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  const error = (name: keyof TValues & string): ErrorCode | null =>
    serverErrors[name]?.[0] ?? (touched.has(name) ? (clientErrors[name]?.[0] ?? null) : null);

  const handleSubmit =
    (onValid: (output: v.InferOutput<TSchema>) => Promise<void> | void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      setTouched(new Set(Object.keys(values)));
      const result = v.safeParse(schema, values);
      if (!result.success) {
        // After React has rendered the errors, move focus to the first field that has one.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        return;
      }
      setSubmitting(true);
      void Promise.resolve(onValid(result.output)).finally(() => setSubmitting(false));
    };

  const setServerErrors = useCallback((errors: FieldErrors) => setServerErrorsState(errors), []);

  const reset = useCallback(
    (next?: TValues) => {
      setValues(next ?? initial);
      setTouched(new Set());
      setServerErrorsState({});
    },
    [initial],
  );

  const bind = (name: TextKeys<TValues>): TextBinding => ({
    name,
    value: values[name] as string,
    onChange: (event) => setValue(name, event.target.value as TValues[typeof name]),
    onBlur: () => touch(name),
  });

  return { values, setValue, touch, error, setServerErrors, handleSubmit, bind, submitting, reset };
}
