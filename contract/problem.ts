import * as v from 'valibot';
import { ERROR_CODES } from './errors';

/** RFC 9457 problem details as the API sends them (DESIGN.md, wire conventions). */
export const ProblemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.number(),
  code: v.picklist(ERROR_CODES),
  detail: v.optional(v.string()),
  errors: v.optional(v.record(v.string(), v.array(v.picklist(ERROR_CODES)))),
});

export type Problem = v.InferOutput<typeof ProblemSchema>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
