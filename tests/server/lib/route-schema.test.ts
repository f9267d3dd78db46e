import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { BankAccountInputSchema } from '../../../contract/payments';
import { maxLength } from '../../../contract/text';
import { describeRoute, validatorCompiler, type ApiInstance } from '../../../server/lib/http/route-schema';
import { authenticate } from '../../../server/plugins/authenticate';
import { problemHandler } from '../../../server/plugins/problem-handler';
import { routeAccess } from '../../../server/plugins/route-access';

/**
 * The route mechanism on a bare Fastify (no database): a described route validates its input once, with
 * the contract's field codes, and refuses what its published schema refuses.
 */
const NoteSchema = v.object({ text: v.pipe(v.string(), maxLength(100, 'validation.too_long')), page: v.optional(v.number()) });
const ParamsSchema = v.object({ id: v.pipe(v.string(), v.uuid()) });

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

async function build(): Promise<FastifyInstance> {
  const server = Fastify();
  server.setValidatorCompiler(validatorCompiler);
  await server.register(problemHandler);
  await server.register(authenticate);
  await server.register(routeAccess);
  await server.register(async (api: ApiInstance) => {
    const note = describeRoute({
      tags: ['site'],
      summary: 'A note',
      access: 'public',
      params: ParamsSchema,
      body: NoteSchema,
      response: { 200: NoteSchema },
    });
    api.post('/notes/:id', { schema: note }, async (request) => ({ text: request.body.text, page: request.params.id.length }));
    const missing = describeRoute({
      tags: ['site'],
      summary: 'Missing',
      access: 'public',
      params: ParamsSchema,
      malformedPath: 'not-found',
      response: { 204: null },
    });
    api.get('/missing/:id', { schema: missing }, async (_request, reply) => reply.code(204).send());
    const guarded = describeRoute({ tags: ['site'], summary: 'Guarded', access: 'user', body: NoteSchema, response: { 204: null } });
    api.post('/guarded', { schema: guarded }, async (_request, reply) => reply.code(204).send());
  });
  await server.ready();
  return server;
}

const ID = '0190a000-0000-7000-8000-000000000001';

describe('describeRoute as the one declaration of a route', () => {
  it('hands the handler the parsed input and refuses bad input with field codes', async () => {
    app = await build();
    const ok = await app.inject({ method: 'POST', url: `/notes/${ID}`, payload: { text: 'hello' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ text: 'hello', page: 36 });
    const bad = await app.inject({ method: 'POST', url: `/notes/${ID}`, payload: { text: 'x'.repeat(101) } });
    expect(bad.statusCode).toBe(422);
    expect(bad.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(bad.json()).toMatchObject({ code: 'validation.failed', errors: { text: ['validation.too_long'] } });
  });

  it('counts lengths in code points, as the published maxLength does', async () => {
    app = await build();
    const hundred = await app.inject({ method: 'POST', url: `/notes/${ID}`, payload: { text: '🌾'.repeat(100) } });
    expect(hundred.statusCode).toBe(200);
    const more = await app.inject({ method: 'POST', url: `/notes/${ID}`, payload: { text: '🌾'.repeat(101) } });
    expect(more.json()).toMatchObject({ errors: { text: ['validation.too_long'] } });
  });

  it('refuses a body of null or an array, and arrays where the schema says object', async () => {
    app = await build();
    for (const payload of ['null', '[]']) {
      const response = await app.inject({ method: 'POST', url: `/notes/${ID}`, headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(422);
    }
    const validator = validatorCompiler({
      schema: describeRoute({ tags: ['payments'], summary: 'x', access: 'admin', body: BankAccountInputSchema, response: {} }).body,
    });
    const account = { bank_name: 'Banque', account_holder: 'Academy', rib: '011780000012345678901234' };
    expect(validator({ ...account, instructions: [] })).toMatchObject({
      error: { status: 422, errors: { instructions: ['validation.invalid_value'] } },
    });
  });

  it('answers a malformed path id 404 where the route says it names nothing, 422 elsewhere', async () => {
    app = await build();
    expect((await app.inject({ method: 'GET', url: '/missing/nope' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/missing/${ID}` })).statusCode).toBe(204);
    expect((await app.inject({ method: 'POST', url: '/notes/nope', payload: { text: 'a' } })).json()).toMatchObject({
      errors: { id: expect.any(Array) },
    });
  });

  it('guards from access alone, before the body is checked', async () => {
    app = await build();
    const anonymous = await app.inject({ method: 'POST', url: '/guarded', payload: { text: 'x'.repeat(500) } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'auth.not_authorized' });
  });
});
