import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

/** Query strings arrive as text; both bounds are checked so bad input is a 422, never a 500. */
const intFromQuery = (min: number, max: number, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^-?\d+$/),
      // The bounds as the published schema states them: a client sends a whole number in this range.
      v.metadata({ type: 'integer', minimum: min, maximum: max }),
      v.transform(Number),
      v.integer(),
      v.minValue(min),
      v.maxValue(max),
    ),
    String(fallback),
  );

export const PageQuerySchema = v.object({
  page: intFromQuery(1, 1_000_000, 1),
  per_page: intFromQuery(1, MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type PageQuery = v.InferOutput<typeof PageQuerySchema>;

export const PageMetaSchema = v.object({
  page: v.number(),
  per_page: v.number(),
  total: v.number(),
  total_pages: v.number(),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export function pageOf<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: PageMetaSchema });
}

export function pageMeta(page: number, perPage: number, total: number): PageMeta {
  return { page, per_page: perPage, total, total_pages: Math.max(1, Math.ceil(total / perPage)) };
}
