import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_THREADS } from '../../../server/lib/media/image-threads';
import { createTestApp, type TestApp } from '../helpers';

let t: TestApp;
let before: number;
beforeAll(async () => {
  before = sharp.concurrency();
  sharp.concurrency(0); // libvips' default: every core
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  sharp.concurrency(before);
});

describe('image work', () => {
  it('leaves a core to the requests once the app is built', () => {
    expect(IMAGE_THREADS).toBe(Math.max(1, availableParallelism() - 1));
    expect(sharp.concurrency()).toBe(IMAGE_THREADS);
  });
});
