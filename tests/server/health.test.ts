import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GeoSchema, HealthSchema } from '../../contract/health';
import { createTestApp, testDatabaseKind, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers ok with the engine in use and the version', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = v.parse(HealthSchema, res.json());
    expect(body).toEqual({ status: 'ok', database: testDatabaseKind, version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('GET /api/geo', () => {
  const geo = async (headers: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/geo', headers });
    expect(res.statusCode).toBe(200);
    return { body: v.parse(GeoSchema, res.json()), cacheControl: res.headers['cache-control'] };
  };

  it('reads the country from Cloudflare’s CF-IPCountry header', async () => {
    expect((await geo({ 'CF-IPCountry': 'MA' })).body).toEqual({ country_code: 'MA' });
  });

  it('reads X-Country-Code from our own proxy, in any case', async () => {
    expect((await geo({ 'X-Country-Code': 'sn' })).body).toEqual({ country_code: 'SN' });
  });

  it('prefers CF-IPCountry when both are present', async () => {
    expect((await geo({ 'CF-IPCountry': 'FR', 'X-Country-Code': 'EG' })).body).toEqual({ country_code: 'FR' });
  });

  it('answers null without a header, for Cloudflare’s unknown XX, and for garbage', async () => {
    expect((await geo({})).body).toEqual({ country_code: null });
    expect((await geo({ 'CF-IPCountry': 'XX' })).body).toEqual({ country_code: null });
    expect((await geo({ 'X-Country-Code': 'Morocco' })).body).toEqual({ country_code: null });
  });

  it('is never cached by a shared cache: the answer depends on who asks', async () => {
    expect((await geo({ 'CF-IPCountry': 'MA' })).cacheControl).toMatch(/no-store/);
  });
});
