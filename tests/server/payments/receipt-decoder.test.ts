/**
 * The receipt decoder's child process (server/modules/payments/receipt-decoder.ts): receipts are judged,
 * re-encoded and stored there, at a lower CPU priority than the server, so the server's event loop keeps
 * its core while an image decodes; a child that dies is replaced on the next receipt.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiptDecoder, DECODER_NICE, type ReceiptDecoder } from '../../../server/modules/payments/receipt-decoder';
import { cameraJpeg } from './payments-fixture';

let work: string;
let decoder: ReceiptDecoder;
let photo: string;
const receipts = () => path.join(work, 'receipts');

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'receipt-decoder-'));
  photo = path.join(work, 'upload');
  writeFileSync(photo, await cameraJpeg(640, 480));
  decoder = createReceiptDecoder();
});
afterAll(async () => {
  await decoder.close();
  rmSync(work, { recursive: true, force: true });
});

/** The nice value of each thread of a process, read from /proc (Linux). */
function threadNiceValues(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((thread) => {
    const stat = readFileSync(`/proc/${pid}/task/${thread}/stat`, 'utf8');
    // Fields after the command name in parentheses; nice is field 19 of stat, the 17th after it.
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

describe('the receipt decoder', () => {
  it('stores the clean copy under the payment id, without the photo metadata', async () => {
    const name = '01930000-0000-7000-8000-000000000001';
    const stored = await decoder.decode({ source: photo, dir: receipts(), name });
    expect(stored).toEqual({ key: `${name}.jpg`, file: path.join(receipts(), `${name}.jpg`) });
    const metadata = await sharp(readFileSync(path.join(receipts(), `${name}.jpg`))).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')(
    'runs every thread of its child below the server priority, and leaves the server at its own',
    async () => {
      await decoder.decode({ source: photo, dir: receipts(), name: '01930000-0000-7000-8000-000000000002' });
      const pid = decoder.pid;
      expect(pid).toBeTypeOf('number');
      const values = threadNiceValues(pid as number);
      expect(values.length).toBeGreaterThan(1);
      expect(new Set(values)).toEqual(new Set([DECODER_NICE]));
      expect(DECODER_NICE).toBeGreaterThan(getPriority());
      expect(getPriority()).toBe(getPriority(process.pid));
    },
  );

  it('answers null for a file that is not an image, and stores nothing', async () => {
    const pdf = path.join(work, 'renamed.png');
    writeFileSync(pdf, Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'));
    const before = readdirSync(receipts()).length;
    expect(await decoder.decode({ source: pdf, dir: receipts(), name: '01930000-0000-7000-8000-000000000003' })).toBeNull();
    expect(readdirSync(receipts())).toHaveLength(before);
  });

  it('starts a new child after one died, and the next receipt is stored', async () => {
    await decoder.decode({ source: photo, dir: receipts(), name: '01930000-0000-7000-8000-000000000004' });
    const first = decoder.pid as number;
    process.kill(first, 'SIGKILL');
    await expect.poll(() => decoder.pid, { timeout: 10_000 }).toBeUndefined();
    const name = '01930000-0000-7000-8000-000000000005';
    expect(await decoder.decode({ source: photo, dir: receipts(), name })).toMatchObject({ key: `${name}.jpg` });
    expect(decoder.pid).not.toBe(first);
  });

  it('gives up on a receipt that takes past its time limit: the child is stopped and the photo refused', async () => {
    const impatient = createReceiptDecoder({ timeoutMs: 1 });
    try {
      // Reading, decoding and re-encoding a photo takes far longer than 1 ms: the child is stopped and the photo refused.
      expect(await impatient.decode({ source: photo, dir: receipts(), name: '01930000-0000-7000-8000-000000000006' })).toBeNull();
    } finally {
      await impatient.close();
    }
  });
});
