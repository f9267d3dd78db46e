import { describe, expect, it } from 'vitest';
import { RequestPacer } from '../../../server/lib/http/request-pacer';

/** The next turn of the event loop: the pacer's tick runs in the check phase. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function busyFor(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Holds the loop as a CPU-bound request does.
  }
}

describe('request pacer', () => {
  it('starts the allowance of a turn at once and the rest in later turns, oldest first', async () => {
    const pacer = new RequestPacer({ requestsPerTurn: 4, maxWaitMs: Number.POSITIVE_INFINITY });
    const started: number[] = [];
    const offers = Array.from({ length: 10 }, (_, index) => pacer.offer(() => started.push(index)));

    expect(offers.slice(0, 4).every((offer) => offer.started)).toBe(true);
    expect(offers.slice(4).every((offer) => !offer.started && offer.queued)).toBe(true);
    expect(started).toEqual([0, 1, 2, 3]);
    expect(pacer.figures().queued).toBe(6);

    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pacer.figures().queued).toBe(0);
  });

  it('queues a newcomer behind those already waiting, even when its turn has room', async () => {
    const pacer = new RequestPacer({ requestsPerTurn: 2, maxWaitMs: Number.POSITIVE_INFINITY });
    const started: string[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) pacer.offer(() => started.push(name));
    await nextTurn();
    // The turn started c and d; e waits, and f comes after it.
    expect(pacer.offer(() => started.push('f')).started).toBe(false);
    await nextTurn();
    await nextTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('gives a new turn its whole allowance once the queue is empty', async () => {
    const pacer = new RequestPacer({ requestsPerTurn: 3, maxWaitMs: Number.POSITIVE_INFINITY });
    for (let index = 0; index < 3; index += 1) pacer.offer(() => undefined);
    expect(pacer.offer(() => undefined).started).toBe(false);
    await nextTurn();
    await nextTurn();
    const later = Array.from({ length: 3 }, () => pacer.offer(() => undefined));
    expect(later.every((offer) => offer.started)).toBe(true);
  });

  it('refuses at once, with the seconds to wait, a request whose predicted wait passes the bound', () => {
    const pacer = new RequestPacer({ requestsPerTurn: 2, maxWaitMs: 0 });
    const started: number[] = [];
    const offers = Array.from({ length: 5 }, (_, index) => pacer.offer(() => started.push(index)));
    expect(started).toEqual([0, 1]);
    for (const offer of offers.slice(2)) {
      expect(offer).toEqual({ started: false, queued: false, retryAfterSeconds: 1 });
    }
    expect(pacer.figures()).toMatchObject({ queued: 0, refused: 3 });
  });

  it('predicts the wait from the pace it measured while a queue kept the loop busy', async () => {
    const pacer = new RequestPacer({ requestsPerTurn: 2, maxWaitMs: Number.POSITIVE_INFINITY });
    const before = pacer.predictedWaitMs(20);
    // Each request holds the loop 15 ms: the measured pace can only be slower than that.
    for (let index = 0; index < 24; index += 1) pacer.offer(() => busyFor(15));
    while (pacer.figures().queued > 0) await nextTurn();
    expect(pacer.figures().msPerRequest).toBeGreaterThan(10);
    expect(pacer.predictedWaitMs(20)).toBeGreaterThan(before * 2);
    expect(pacer.figures().longestWaitMs).toBeGreaterThanOrEqual(15 * 20);
  });
});
