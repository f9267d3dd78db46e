import * as v from 'valibot';
import { ProblemSchema, type Problem } from '../../contract/problem';

/** An answer's body as problem details (DESIGN.md's wire conventions), or null when it is not one. */
export function readProblem(body: unknown): Problem | null {
  const parsed = v.safeParse(ProblemSchema, body);
  return parsed.success ? parsed.output : null;
}
