import { parentPort } from 'node:worker_threads';
import { renderCertificatePdf, type CertificatePdfInput } from './certificate-pdf';

/**
 * The worker thread's body (certificate-render-pool.ts): renders one certificate per message. pdfkit,
 * fontkit's Arabic shaping and the QR code are 0.1-0.6 s of synchronous CPU per PDF; here they never hold
 * the server's event loop.
 */
export interface RenderRequest {
  id: number;
  input: CertificatePdfInput;
}

export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('certificate-render-worker.ts runs in a worker thread only');
port.on('message', (request: RenderRequest) => {
  renderCertificatePdf(request.input).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf);
      port.postMessage({ id: request.id, pdf: bytes } satisfies RenderReply, [bytes.buffer]);
    },
    (error: unknown) =>
      port.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) } satisfies RenderReply),
  );
});
