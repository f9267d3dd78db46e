import * as v from 'valibot';
import { LEVELS, TOPICS } from '../../../contract/catalogue';
import { QUIZ_MAX_SCORE, type Language } from '../../../contract/constants';
import {
  DESCRIPTION_MAX_LENGTH,
  DURATION_MAX_MINUTES,
  isBlank,
  PRICE_MAX_CENTIMES,
  TITLE_MAX_LENGTH,
  translatableInput,
  type AdminFormation,
  type FormationCreateInput,
} from '../../../contract/editor';
import type { ErrorCode, FieldErrors } from '../../../contract/errors';
import { moneyInputText, parseMoney } from '../../lib/format-price';

const code = (value: ErrorCode): ErrorCode => value;

/** The formation form as typed: numbers stay text until sent, so a half-typed "12," is never lost. */
export interface FormationFormValues {
  [name: string]: string | { ar: string; fr: string; en: string };
  title: { ar: string; fr: string; en: string };
  description: { ar: string; fr: string; en: string };
  topic: string;
  level: string;
  /** Dirhams, with a dot or a comma before up to two decimals ("149,50"). */
  price_mad: string;
  duration_minutes: string;
  /** Out of 10 (SPEC §9). */
  pass_mark: string;
}

const typedText = v.object({ ar: v.string(), fr: v.string(), en: v.string() });

/** The form's values as typed, unchecked: how a draft of the form is read back from the device. */
export const FormationFormValuesSchema = v.object({
  title: typedText,
  description: typedText,
  topic: v.string(),
  level: v.string(),
  price_mad: v.string(),
  duration_minutes: v.string(),
  pass_mark: v.string(),
});

const wholeNumber = (max: number) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^\d{1,9}$/, code('validation.invalid_value')),
    v.transform(Number),
    v.maxValue(max, code('validation.invalid_value')),
  );

/**
 * The same checks as the contract's FormationCreateSchema, on the typed text: an empty title in every
 * language, a price below zero and a pass mark over 10 are caught before sending, with the server's codes.
 */
export const FormationFormSchema = v.object({
  title: v.pipe(
    translatableInput(TITLE_MAX_LENGTH),
    v.check((value) => !isBlank(value), code('editor.title_required')),
  ),
  description: translatableInput(DESCRIPTION_MAX_LENGTH),
  topic: v.picklist(TOPICS, code('validation.field_required')),
  level: v.picklist(LEVELS, code('validation.field_required')),
  price_mad: v.pipe(
    v.string(),
    v.trim(),
    v.check((value) => !value.startsWith('-'), code('editor.price_negative')),
    v.check((value) => parseMoney(value) !== null, code('validation.invalid_value')),
    v.transform((value) => parseMoney(value) ?? 0),
    v.maxValue(PRICE_MAX_CENTIMES, code('validation.invalid_value')),
  ),
  duration_minutes: wholeNumber(DURATION_MAX_MINUTES),
  pass_mark: wholeNumber(QUIZ_MAX_SCORE),
});
export type FormationFormOutput = v.InferOutput<typeof FormationFormSchema>;

export const EMPTY_FORMATION_FORM: FormationFormValues = {
  title: { ar: '', fr: '', en: '' },
  description: { ar: '', fr: '', en: '' },
  topic: '',
  level: '',
  price_mad: '0',
  duration_minutes: '0',
  pass_mark: '7',
};

/** The saved formation as the form shows it; the price with the separator of the editor's language. */
export function formValuesOf(formation: AdminFormation, language: Language): FormationFormValues {
  return {
    title: { ...formation.title },
    description: { ...formation.description },
    topic: formation.topic,
    level: formation.level,
    price_mad: moneyInputText(formation.price_centimes, language),
    duration_minutes: String(formation.duration_minutes),
    pass_mark: String(formation.pass_mark),
  };
}

export function payloadOf(output: FormationFormOutput): Omit<FormationCreateInput, 'slug'> {
  return {
    title: output.title,
    description: output.description,
    topic: output.topic,
    level: output.level,
    price_centimes: output.price_mad,
    duration_minutes: output.duration_minutes,
    pass_mark: output.pass_mark,
  };
}

/** The server names fields as the wire does; the form types the price in dirhams. */
export function formFieldErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, codes]) => [path === 'price_centimes' ? 'price_mad' : path, codes]));
}
