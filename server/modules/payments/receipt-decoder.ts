import { fork, type ChildProcess } from 'node:child_process';
import type { DecodeJob, DecodeReply } from './receipt-worker';
import type { StoredReceipt } from './receipts';

/**
 * Receipt photos are judged and re-encoded in a child process at a low CPU priority (DECODER_NICE), one
 * at a time. In the server's process the decode competed with the event loop for the cores, and on the
 * default engine (PGlite) the event loop is also where every query runs (bench/receipt-health.ts). A
 * reniced child gives way to the server whenever both want a core, the server's process never holds the
 * image bytes (reading and scanning 5 MB is CPU too), and a decoder that crashes on a hostile image takes
 * only itself down.
 *
 * The child starts on the first receipt and stays, unreferenced while idle, so an idle decoder neither
 * costs a start-up per receipt nor keeps the process alive.
 */
export interface ReceiptDecoder {
  /** The stored clean copy, or null for a file that is not a receipt photo we take (or that the decoder died on). */
  decode(job: ReceiptJob): Promise<StoredReceipt | null>;
  /** The child's process id while it runs (tests read its priority). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/**
 * The child's nice value. At 10 a decode thread weighs about a tenth of a normal one, so the event loop
 * keeps ~90 % of a core it shares with it; at 19 (1.5 %) receipts starve whenever other programs keep the
 * cores busy (on a 2-core machine at a load average of 35, a child at nice 19 took 60 s to start, 28 s at
 * nice 10, 11 s at nice 0: it now starts at normal priority and lowers its threads before its first receipt).
 */
export const DECODER_NICE = 10;
/** A receipt takes well under a second to decode; one that takes this long is treated as hostile. */
const DECODE_TIMEOUT_MS = 60_000;

const BOOT = new URL('./receipt-worker-boot.mjs', import.meta.url);
const ENTRY = new URL('./receipt-worker.ts', import.meta.url).href;

export type ReceiptJob = Omit<DecodeJob, 'id'>;

interface Task {
  job: ReceiptJob;
  resolve(stored: StoredReceipt | null): void;
  reject(error: Error): void;
}

export function createReceiptDecoder(options: { timeoutMs?: number } = {}): ReceiptDecoder {
  const timeoutMs = options.timeoutMs ?? DECODE_TIMEOUT_MS;
  const queue: Task[] = [];
  let child: ChildProcess | null = null;
  let ready = false;
  let busy: { id: number; task: Task; timer: NodeJS.Timeout } | null = null;
  let nextId = 1;
  let closed = false;

  const idle = (running: ChildProcess) => {
    // Nothing to wait for: the child must not keep the server's process alive.
    running.unref();
    running.channel?.unref();
  };

  const finish = (outcome: { stored: StoredReceipt | null } | { error: Error }) => {
    const current = busy;
    if (!current) return;
    busy = null;
    clearTimeout(current.timer);
    if ('error' in outcome) current.task.reject(outcome.error);
    else current.task.resolve(outcome.stored);
  };

  const start = (): ChildProcess => {
    // No inherited flags (a test runner's or a profiler's): the boot file registers what the body needs.
    const started = fork(BOOT, [ENTRY, String(DECODER_NICE)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    ready = false;
    started.on('message', (message: DecodeReply | 'ready') => {
      if (message === 'ready') {
        ready = true;
        pump();
        return;
      }
      if (!busy || busy.id !== message.id) return;
      if ('stored' in message) finish({ stored: message.stored });
      else if ('refused' in message) finish({ stored: null });
      else finish({ error: new Error(`receipt decoder: ${message.error}`) });
      pump();
    });
    started.on('error', () => undefined); // 'exit' follows and says what to do
    started.on('exit', (code, signal) => {
      if (child !== started) return;
      child = null;
      if (!ready) {
        // It never started: every waiting receipt fails the same way, and the next one tries again.
        const error = new Error(`receipt decoder could not start (${signal ?? code})`);
        finish({ error });
        for (const task of queue.splice(0)) task.reject(error);
        return;
      }
      // It died on the receipt it held (a decoder crash or the time limit): that file is refused, the rest go on.
      finish({ stored: null });
      pump();
    });
    return started;
  };

  function pump(): void {
    if (closed || busy || queue.length === 0) {
      if (child && !busy) idle(child);
      return;
    }
    child ??= start();
    if (!ready) {
      child.ref();
      return;
    }
    const running = child;
    const task = queue.shift() as Task;
    const id = nextId++;
    const timer = setTimeout(() => running.kill('SIGKILL'), timeoutMs);
    timer.unref();
    busy = { id, task, timer };
    running.ref();
    running.channel?.ref();
    running.send({ id, ...task.job } satisfies DecodeJob);
  }

  return {
    decode(job) {
      if (closed) return Promise.reject(new Error('receipt decoder closed'));
      return new Promise((resolve, reject) => {
        queue.push({ job, resolve, reject });
        pump();
      });
    },
    get pid() {
      return child?.pid;
    },
    async close() {
      closed = true;
      const error = new Error('receipt decoder closed');
      finish({ error });
      for (const task of queue.splice(0)) task.reject(error);
      const running = child;
      child = null;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
      running.kill();
      await exited;
    },
  };
}
