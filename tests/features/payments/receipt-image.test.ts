import { describe, expect, it, vi } from 'vitest';
import { RECEIPT_MAX_BYTES } from '../../../contract/constants';
import { RECEIPT_MAX_SIDE_PX } from '../../../contract/payments';
import { checkReceiptFile, prepareReceipt, RECEIPT_COMPRESSION } from '../../../src/features/payments/receipt-image';

/** The receipt photo's checks and compression settings (SPEC §5/§9). The real size bound is measured in e2e/payments-learner.spec.ts. */

describe('checkReceiptFile', () => {
  it('accepts images under 5 MB', () => {
    expect(checkReceiptFile({ type: 'image/jpeg', size: 4_400_000 })).toEqual({ ok: true });
    expect(checkReceiptFile({ type: 'image/png', size: RECEIPT_MAX_BYTES })).toEqual({ ok: true });
  });

  it('refuses anything that is not an image, and SVG (a script carrier), with payment.only_images', () => {
    expect(checkReceiptFile({ type: 'application/pdf', size: 1000 })).toEqual({ ok: false, code: 'payment.only_images' });
    expect(checkReceiptFile({ type: '', size: 1000 })).toEqual({ ok: false, code: 'payment.only_images' });
    expect(checkReceiptFile({ type: 'image/svg+xml', size: 1000 })).toEqual({ ok: false, code: 'payment.only_images' });
  });

  it('refuses an image over 5 MB with payment.file_too_large', () => {
    expect(checkReceiptFile({ type: 'image/jpeg', size: RECEIPT_MAX_BYTES + 1 })).toEqual({ ok: false, code: 'payment.file_too_large' });
  });
});

describe('prepareReceipt', () => {
  const camera = new File([new Uint8Array(4_000_000)], 'IMG_2041.jpeg', { type: 'image/jpeg' });

  it('resizes to 1600 px on the longest side as JPEG on the main thread (the library worker breaks the CSP and needs the CDN)', async () => {
    const compress = vi.fn(async () => new File([new Uint8Array(310_000)], 'x', { type: 'image/jpeg' }));
    const prepared = await prepareReceipt(camera, compress as never);
    expect(compress).toHaveBeenCalledWith(
      camera,
      expect.objectContaining({ maxWidthOrHeight: RECEIPT_MAX_SIDE_PX, fileType: 'image/jpeg', useWebWorker: false }),
    );
    expect(RECEIPT_COMPRESSION.maxWidthOrHeight).toBe(1600);
    expect(prepared).toMatchObject({ originalBytes: 4_000_000, sentBytes: 310_000, filename: 'IMG_2041.jpg' });
    expect(prepared.blob.size).toBe(310_000);
  });

  it('sends the original when recompressing would not make it smaller', async () => {
    const small = new File([new Uint8Array(20_000)], 'screenshot.png', { type: 'image/png' });
    const compress = vi.fn(async () => new File([new Uint8Array(25_000)], 'x', { type: 'image/jpeg' }));
    const prepared = await prepareReceipt(small, compress as never);
    expect(prepared.blob).toBe(small);
    expect(prepared).toMatchObject({ sentBytes: 20_000, filename: 'screenshot.png' });
  });
});
