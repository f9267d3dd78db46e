/**
 * The request pacer (server/lib/http/request-pacer.ts) in the server: on a real socket, a crowd of keep-alive
 * connections keeping a CPU-bound loop busy no longer keeps new connections waiting for many turns; and
 * past its bound the queue answers 503 `server.busy` with Retry-After at once, never on the health check.
 */
import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { PacerLimits } from '../../server/lib/http/request-pacer';
import { createTestApp, type TestApp } from './helpers';

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holds the loop as a request served by PGlite, inside the process, does.
  }
}

let test: TestApp | null = null;
afterEach(async () => {
  await test?.close();
  test = null;
});

/** A server with a route that holds the loop 4 ms and tells how many such requests had started before it. */
async function crowdedServer(limits: PacerLimits) {
  let started = 0;
  test = await createTestApp({
    pacerLimits: limits,
    configure: (app) => {
      app.get('/api/test/busy', async () => {
        started += 1;
        const mine = started;
        busyFor(4);
        return { started: mine };
      });
    },
  });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  return { port: (test.app.server.address() as AddressInfo).port, started: () => started };
}

function get(port: number, agent: http.Agent | false, onConnect?: () => void): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/test/busy', agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    if (onConnect) request.on('socket', (socket) => socket.once('connect', onConnect));
    request.on('error', reject);
  });
}

describe('request pacing', () => {
  it('takes new connections in within a few turns while a crowd keeps the loop busy', async () => {
    const server = await crowdedServer({ requestsPerTurn: 4, maxWaitMs: Number.POSITIVE_INFINITY });
    const CROWD = 30;
    const NEWCOMERS = 12;
    const agent = new http.Agent({ keepAlive: true, maxSockets: CROWD });
    let stop = false;
    const crowd = Array.from({ length: CROWD }, async () => {
      while (!stop) expect((await get(server.port, agent)).status).toBe(200);
    });
    while (server.started() < 5 * CROWD) await new Promise((resolve) => setTimeout(resolve, 10));

    // Each newcomer opens its own connection at the same moment and notes how many requests the server
    // had started when the kernel completed its handshake; its answer tells when its own request started.
    const waits = await Promise.all(
      Array.from({ length: NEWCOMERS }, async () => {
        let atConnect = 0;
        const answer = await get(server.port, false, () => (atConnect = server.started()));
        return (JSON.parse(answer.body) as { started: number }).started - atConnect;
      }),
    );
    stop = true;
    await Promise.all(crowd);
    agent.destroy();

    // libuv takes in one connection per turn of the loop. Unpaced, a turn ran every request that had come
    // in (about 16 here), and the last newcomer started after 263 others; paced, a turn starts 4, and the
    // last newcomer started after 83 (both measured, the same on every run: they count, not time).
    expect(Math.max(...waits)).toBeLessThan(180);
  });

  it('answers 503 server.busy with Retry-After past the bound, and never refuses the health check', async () => {
    test = await createTestApp({ pacerLimits: { requestsPerTurn: 2, maxWaitMs: 0 } });
    const { app } = test;
    const answers = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/formations' })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503]);
    for (const answer of answers.filter((one) => one.statusCode === 503)) {
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json()).toMatchObject({ status: 503, code: 'server.busy' });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    expect(app.pacer.figures().refused).toBe(4);

    const health = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/health' })));
    expect(health.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
