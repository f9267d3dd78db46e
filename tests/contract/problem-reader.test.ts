import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProblemSchema } from '../../contract/problem';
import { readProblem } from '../../contract/problem-reader';

describe('readProblem', () => {
  it('reads the code and field codes of a problem as the server sends it, as ProblemSchema does', () => {
    const sent = {
      type: 'about:blank',
      title: 'Invalid',
      status: 422,
      code: 'validation.failed',
      errors: { email: ['validation.invalid_email'], 'title.ar': ['validation.field_required'] },
    };
    const parsed = v.parse(ProblemSchema, sent);
    expect(readProblem(sent)).toEqual({ code: parsed.code, errors: parsed.errors });
    expect(readProblem({ ...sent, errors: undefined })).toEqual({ code: 'validation.failed', errors: {} });
  });

  it('gives null for a body without a known code: the status then gives the error its code', () => {
    for (const body of [null, 'Bad Gateway', 42, [], {}, { code: 'no.such_code' }, { code: 7 }, { title: 'Forbidden' }])
      expect(readProblem(body)).toBeNull();
  });

  it('keeps the field codes it knows and drops the rest, never the problem itself', () => {
    const body = {
      code: 'validation.failed',
      errors: { email: ['validation.invalid_email', 'made.up'], phone: 'validation.invalid_phone', name: ['made.up'] },
    };
    expect(readProblem(body)).toEqual({ code: 'validation.failed', errors: { email: ['validation.invalid_email'] } });
    expect(readProblem({ code: 'validation.failed', errors: ['validation.invalid_email'] })).toEqual({
      code: 'validation.failed',
      errors: {},
    });
  });
});
