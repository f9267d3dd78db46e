import * as v from 'valibot';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';
import type { ErrorCode } from './errors';
import { UUID_PATTERN } from './uuid';

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

/**
 * Keyset paging for staff lists that grow without bound (payments, people): `after` is the id of the last
 * row of the page before (its `meta.next`), and the rows that follow it in the list's order come without
 * the database walking past every earlier row, as `page` makes it do. `page` is then ignored (the meta
 * repeats it); `total` and `total_pages` still count the whole list.
 */
export const AfterQuerySchema = v.object({
  after: v.optional(v.pipe(v.string(), v.regex(UUID_PATTERN, 'validation.invalid_value' satisfies ErrorCode))),
});

export const KeysetPageMetaSchema = v.object({
  ...PageMetaSchema.entries,
  /** Pass as `after` for the rows that follow this page; null on a page that is not full (the last one). */
  next: v.nullable(v.string()),
  /**
   * True when more than LIST_TOTAL_CAP rows match and the count stopped there: `total` is then the cap, a
   * lower bound ("1,000+"), and `total_pages` the pages of the cap; pages past it are still served.
   */
  total_capped: v.boolean(),
});
export type KeysetPageMeta = v.InferOutput<typeof KeysetPageMetaSchema>;

export function keysetPageOf<T extends v.GenericSchema>(item: T) {
  return v.object({ data: v.array(item), meta: KeysetPageMetaSchema });
}

/** A list's total: exact, or the cap when the count stopped at LIST_TOTAL_CAP. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

/** The meta of a keyset page: `next` is the last row's id when the page is full. */
export function keysetPageMeta(page: number, perPage: number, counted: ListTotal, ids: readonly string[]): KeysetPageMeta {
  return {
    ...pageMeta(page, perPage, counted.total),
    next: ids.length === perPage ? (ids[ids.length - 1] ?? null) : null,
    total_capped: counted.capped,
  };
}
