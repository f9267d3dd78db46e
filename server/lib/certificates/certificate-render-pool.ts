import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { CertificatePdfInput } from './certificate-pdf';
import type { RenderReply, RenderRequest } from './certificate-render-worker';

/**
 * Certificate PDFs are rendered off the event loop, in a small pool of worker threads: at most `size`
 * renders run at once (one per thread), the rest wait in order. The threads start on the first render
 * and stay, unreferenced, so an idle pool neither costs a start-up per PDF nor keeps the process alive.
 */
export interface RenderPool {
  render(input: CertificatePdfInput): Promise<Buffer>;
  /** PDFs rendered since the pool was made (tests count them; the cache should keep this low). */
  readonly renders: number;
  close(): Promise<void>;
}

/** One thread per spare core, at most two: rendering must leave a core to the requests. */
export const DEFAULT_RENDER_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

interface Task {
  input: CertificatePdfInput;
  resolve(pdf: Buffer): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  busy: { id: number; task: Task } | null;
}

let rendersInProcess = 0;
/** PDFs rendered by every pool of this process: the cache's tests count them. */
export const totalRenders = () => rendersInProcess;

const BOOT = new URL('./certificate-render-boot.mjs', import.meta.url);
const ENTRY = new URL('./certificate-render-worker.ts', import.meta.url).href;

export function createRenderPool(size: number = DEFAULT_RENDER_THREADS): RenderPool {
  const threads: Thread[] = [];
  const queue: Task[] = [];
  let nextId = 1;
  let renders = 0;
  let closed = false;

  const fail = (thread: Thread, error: Error) => {
    threads.splice(threads.indexOf(thread), 1);
    thread.busy?.task.reject(error);
    thread.busy = null;
    pump();
  };

  const spawn = (): Thread => {
    const thread: Thread = { worker: new Worker(BOOT, { workerData: { entry: ENTRY } }), busy: null };
    thread.worker.unref();
    thread.worker.on('message', (reply: RenderReply) => {
      const current = thread.busy;
      if (!current || current.id !== reply.id) return;
      thread.busy = null;
      if ('error' in reply) current.task.reject(new Error(reply.error));
      else {
        renders += 1;
        rendersInProcess += 1;
        current.task.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      }
      pump();
    });
    thread.worker.on('error', (error) => fail(thread, error));
    thread.worker.on('exit', (code) => {
      if (threads.includes(thread)) fail(thread, new Error(`certificate renderer exited with ${code}`));
    });
    threads.push(thread);
    return thread;
  };

  function pump(): void {
    while (!closed && queue.length > 0) {
      const idle = threads.find((thread) => thread.busy === null) ?? (threads.length < size ? spawn() : null);
      if (!idle) return;
      const task = queue.shift() as Task;
      const id = nextId++;
      idle.busy = { id, task };
      idle.worker.postMessage({ id, input: task.input } satisfies RenderRequest);
    }
  }

  return {
    render(input) {
      if (closed) return Promise.reject(new Error('certificate renderer closed'));
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        pump();
      });
    },
    get renders() {
      return renders;
    },
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.reject(new Error('certificate renderer closed'));
      const stopping = threads.splice(0);
      for (const thread of stopping) thread.busy?.task.reject(new Error('certificate renderer closed'));
      await Promise.all(stopping.map((thread) => thread.worker.terminate()));
    },
  };
}
