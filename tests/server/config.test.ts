import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      pgliteDir: path.resolve('./data/db'),
      mailDir: path.resolve('./data/mail'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://127.0.0.1:8080',
      seedDemo: true,
      trustProxy: false,
      staticDir: path.resolve('./dist'),
      ssrCacheEntries: 256,
      passwordHashCost: 'standard',
    });
  });

  it('keeps every shared file, mail without SMTP included, under STORAGE_DIR and the database under DATA_DIR', () => {
    const config = loadConfig({ DATA_DIR: '/srv/academy-1', STORAGE_DIR: '/mnt/shared' });
    expect(config).toMatchObject({
      dataDir: '/srv/academy-1',
      pgliteDir: '/srv/academy-1/db',
      storageDir: '/mnt/shared',
      mailDir: '/mnt/shared/mail',
    });
  });

  it('takes the test cost of password hashing outside production only', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('test');
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(ConfigError);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe('standard');
  });

  it('takes the test least study time outside production only', () => {
    expect(loadConfig({ LEAST_STUDY_TIME: 'test' }).leastStudyTime).toBe('test');
    expect(() => loadConfig({ LEAST_STUDY_TIME: 'test', NODE_ENV: 'production' })).toThrow(/LEAST_STUDY_TIME/);
    expect(() => loadConfig({ LEAST_STUDY_TIME: 'none' })).toThrow(ConfigError);
    expect(loadConfig({}).leastStudyTime).toBe('standard');
  });

  it('reads every variable it is given', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/academy',
      DATABASE_URL: 'postgres://academy:secret@db.example:5432/academy',
      PUBLIC_URL: 'https://academy.example',
      SMTP_URL: 'smtp://mail.example:587',
      SEED_DEMO: '0',
      TRUST_PROXY: '1',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/srv/academy',
      databaseUrl: 'postgres://academy:secret@db.example:5432/academy',
      publicUrl: 'https://academy.example',
      smtpUrl: 'smtp://mail.example:587',
      seedDemo: false,
      trustProxy: 1,
    });
  });

  it('reads TRUST_PROXY as off, a hop count or the proxies\' addresses, never "trust anyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.0.0/16,::1' }).trustProxy).toEqual(['10.0.0.5', '192.168.0.0/16', '::1']);
    for (const wrong of ['true', 'yes', '10.0.0.300', '10.0.0.0/40', 'proxy.example', '-1']) {
      expect(() => loadConfig({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads SSR_CACHE_ENTRIES as a number of pages, 0 included', () => {
    expect(loadConfig({ SSR_CACHE_ENTRIES: '0' }).ssrCacheEntries).toBe(0);
    expect(loadConfig({ SSR_CACHE_ENTRIES: '1000' }).ssrCacheEntries).toBe(1000);
    for (const wrong of ['-1', 'many', '1.5']) expect(() => loadConfig({ SSR_CACHE_ENTRIES: wrong })).toThrow(/SSR_CACHE_ENTRIES/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 8080, databaseUrl: undefined });
  });

  it('names the variable when a value is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be 0-65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/academy' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('lists every wrong variable at once, not only the first', () => {
    let message = '';
    try {
      loadConfig({ PORT: '-1', PUBLIC_URL: 'ftp://academy.example' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/PUBLIC_URL/);
  });
});
