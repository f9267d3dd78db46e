import { useCallback, useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import * as v from 'valibot';
import { LANGUAGES, RTL_LANGUAGES, type Language } from '../../contract/constants';
import type { ErrorCode, FieldErrors } from '../../contract/errors';
import { fieldErrorsOf } from '../../contract/field-errors';
import type { Translatable } from '../../contract/translatable';

type Leaf = string | boolean;
/** A form's values: text and check boxes, nested in objects and lists as the payload nests them. */
export interface FormValues {
  [name: string]: Leaf | FormValues | readonly (Leaf | FormValues)[];
}

type Join<K extends string, P extends string> = P extends '' ? K : `${K}.${P}`;
/** The dot paths of T that lead to a value of type L, as valibot names an issue's field (`title.fr`, `options.0.en`). */
export type PathTo<T, L> = T extends L
  ? ''
  : T extends readonly (infer E)[]
    ? Join<`${number}`, PathTo<E, L>>
    : T extends object
      ? { [K in keyof T & string]: Join<K, PathTo<T[K], L>> }[keyof T & string]
      : never;
/** Every dot path of T, the leaves and the objects and lists on the way (for adding an item to a list). */
export type AnyPath<T> = T extends readonly (infer E)[]
  ? `${number}` | `${number}.${AnyPath<E>}`
  : T extends object
    ? { [K in keyof T & string]: K | `${K}.${AnyPath<T[K]>}` }[keyof T & string]
    : never;
type Step<T, K extends string> = T extends readonly (infer E)[] ? E : K extends keyof T ? T[K] : never;
/** The type of the value at a dot path. */
export type ValueAt<T, P extends string> = P extends `${infer K}.${infer Rest}` ? ValueAt<Step<T, K>, Rest> : Step<T, P>;

export type FieldPath<TValues> = PathTo<TValues, Leaf>;
type TextPath<TValues> = PathTo<TValues, string>;
type CheckPath<TValues> = PathTo<TValues, boolean>;

export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  onBlur: () => void;
}

/** One radio button of a choice among fixed values (a star rating, a provider): spread it on the input. */
export interface RadioBinding {
  type: 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  onBlur: () => void;
}

/** A check box holding a boolean: spread it on the input. */
export interface CheckboxBinding {
  type: 'checkbox';
  name: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

export interface SchemaFormOptions<TValues> {
  /**
   * What the schema reads, when it is not the values as they stand: a number typed as text (`'3'` for a
   * rating of 3), a choice that only decides what the payload carries. Keep the payload's field names as
   * the values' names: the schema's and the server's codes are named by the payload's paths.
   */
  toInput?: (values: TValues) => unknown;
}

/** One language of a translatable field: its binding carries `lang` and `dir` so Arabic is typed right to left. */
export interface LanguageBinding {
  language: Language;
  binding: TextBinding & { lang: Language; dir: 'rtl' | 'ltr' };
  error: ErrorCode | null;
}

export interface SchemaForm<TValues extends FormValues, TOutput> {
  values: TValues;
  /** Sets a field, or a whole object or list on the way (an editor adding an answer option). */
  setValue: <P extends AnyPath<TValues>>(path: P, value: ValueAt<TValues, P>) => void;
  /** Marks a field as visited: its client-side error shows from now on (validation on blur). */
  touch: (path: FieldPath<TValues>) => void;
  /**
   * The code to show under a field: the server's until the field is edited, else the schema's once visited.
   * A list has its own (`roles`: none ticked), shown from the first submit.
   */
  error: (path: AnyPath<TValues>) => ErrorCode | null;
  /** Puts a 422/409's field codes on their fields (dot paths, as the server names them). */
  setServerErrors: (errors: FieldErrors) => void;
  /**
   * Validates everything; on success runs `onValid` with the schema's output, else focuses the first
   * invalid field and runs `onInvalid` (a form that also says so in a toast).
   */
  handleSubmit: (onValid: (output: TOutput) => Promise<void> | void, onInvalid?: () => void) => (event: FormEvent<HTMLFormElement>) => void;
  /** value, onChange and onBlur of a text input, to spread on it. */
  bind: (path: TextPath<TValues>) => TextBinding;
  /** The radio button that sets the text field at `path` to `option`. */
  radio: (path: TextPath<TValues>, option: string) => RadioBinding;
  /** The check box of a boolean field. */
  checkbox: (path: CheckPath<TValues>) => CheckboxBinding;
  /** The three inputs of a `{ar, fr, en}` text, in LANGUAGES order, each with its binding and error. */
  translatable: (path: PathTo<TValues, Translatable>) => LanguageBinding[];
  submitting: boolean;
  reset: (values?: TValues) => void;
  /**
   * Takes into the state what is in the form's text fields when they differ from it: what a visitor
   * typed (or the browser filled in) into a server-drawn form before the app took it over. React leaves
   * those characters on screen while it hydrates, but its next render would put the state's values back
   * (react#26974). Call it from a layout effect when the form mounts; fields are found by name.
   */
  adoptTyped: (form: HTMLFormElement) => void;
}

function valueAt(values: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/** A copy of `node` with the value at `keys` replaced; objects and lists on the way are copied, the rest shared. */
function withValueAt<T>(node: T, keys: readonly string[], value: unknown): T {
  const [key, ...rest] = keys;
  if (key === undefined) return value as T;
  if (Array.isArray(node)) {
    const copy: unknown[] = [...node];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, value);
    return copy as T;
  }
  const record = node as Record<string, unknown>;
  return { ...record, [key]: withValueAt(record[key], rest, value) } as T;
}

/** The dot path of every text and check box, so a submit can show every field's error. */
function leafPaths(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object') return prefix ? [prefix] : [];
  return Object.entries(node).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/** Drops the server's codes of an edited path and of everything under it. */
function withoutPath(errors: FieldErrors, path: string): FieldErrors {
  const stale = Object.keys(errors).filter((key) => key === path || key.startsWith(`${path}.`));
  if (stale.length === 0) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !stale.includes(key)));
}

/**
 * Form state driven by a contract schema: the same valibot schema the server parses, so the codes a
 * field shows before sending are the codes the server would answer (DESIGN.md, one schema per payload).
 * Fields are named by dot paths, so nested payloads (a formation's `title.ar`, a question's
 * `options.2.fr`) bind, validate and show server errors the same way flat ones do.
 */
export function useSchemaForm<TSchema extends v.GenericSchema, TValues extends FormValues>(
  schema: TSchema,
  initial: TValues,
  options: SchemaFormOptions<TValues> = {},
): SchemaForm<TValues, v.InferOutput<TSchema>> {
  const { toInput } = options;
  const [values, setValues] = useState<TValues>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrorsState] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);

  const clientErrors = useMemo(() => {
    const result = v.safeParse(schema, toInput ? toInput(values) : values);
    return result.success ? {} : fieldErrorsOf(result.issues);
  }, [schema, values, toInput]);

  const setPath = useCallback((path: string, value: unknown) => {
    setValues((current) => withValueAt(current, path.split('.'), value));
    setServerErrorsState((current) => withoutPath(current, path));
  }, []);
  const setValue = setPath as SchemaForm<TValues, unknown>['setValue'];

  const touchPath = useCallback((path: string) => {
    setTouched((current) => (current.has(path) ? current : new Set(current).add(path)));
  }, []);

  const errorAt = (path: string): ErrorCode | null =>
    serverErrors[path]?.[0] ?? (touched.has(path) ? (clientErrors[path]?.[0] ?? null) : null);

  const handleSubmit =
    (onValid: (output: v.InferOutput<TSchema>) => Promise<void> | void, onInvalid?: () => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = v.safeParse(schema, toInput ? toInput(values) : values);
      // Every field shows its error now, an empty list's (`roles`: none ticked) too, though it has no leaf.
      setTouched(new Set([...leafPaths(values), ...Object.keys(clientErrors)]));
      if (!result.success) {
        // After React has rendered the errors, move focus to the first field that has one.
        requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        onInvalid?.();
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

  const adoptTyped = useCallback((form: HTMLFormElement) => {
    setValues((current) => {
      let next = current;
      for (const path of leafPaths(current)) {
        const value = valueAt(current, path);
        const field = form.elements.namedItem(path);
        const typed = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement;
        if (typeof value === 'string' && typed && field.value !== value) next = withValueAt(next, path.split('.'), field.value);
      }
      return next;
    });
  }, []);

  const bindPath = (path: string): TextBinding => ({
    name: path,
    value: valueAt(values, path) as string,
    onChange: (event) => setPath(path, event.target.value),
    onBlur: () => touchPath(path),
  });

  const radio = (path: string, option: string): RadioBinding => ({
    type: 'radio',
    name: path,
    value: option,
    checked: valueAt(values, path) === option,
    onChange: () => setPath(path, option),
    onBlur: () => touchPath(path),
  });

  const checkbox = (path: string): CheckboxBinding => ({
    type: 'checkbox',
    name: path,
    checked: valueAt(values, path) === true,
    onChange: (event) => setPath(path, event.target.checked),
    onBlur: () => touchPath(path),
  });

  const translatable = (path: string): LanguageBinding[] =>
    LANGUAGES.map((language) => {
      const leaf = `${path}.${language}`;
      const dir = RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
      return { language, binding: { ...bindPath(leaf), lang: language, dir }, error: errorAt(leaf) };
    });

  return {
    values,
    setValue,
    touch: touchPath,
    error: errorAt,
    setServerErrors,
    handleSubmit,
    bind: bindPath,
    radio,
    checkbox,
    translatable,
    submitting,
    reset,
    adoptTyped,
  };
}
