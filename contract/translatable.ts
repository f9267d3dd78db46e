import * as v from 'valibot';

/** Content that travels in all three languages so switching language offline needs no network. */
export const TranslatableSchema = v.object({
  ar: v.string(),
  fr: v.string(),
  en: v.string(),
});
export type Translatable = v.InferOutput<typeof TranslatableSchema>;
