// The receipt decoder's child process starts here (receipt-decoder.ts), with the TypeScript body and the
// nice value on its command line. It registers tsx (a forked child is started without the parent's
// `--import tsx`) and loads the body at normal priority, so that start-up is not starved on a busy machine,
// then lowers the priority of every thread it has before the first receipt arrives: on Linux each thread
// has its own nice value, and the threads made later (libvips' workers) take the value of the thread that
// creates them. The server's event loop then keeps its core while an image decodes.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);

const nice = Number(process.argv[3]);
let threads = [0]; // 0: the calling thread, where /proc is not there to list the others
try {
  threads = readdirSync('/proc/self/task').map(Number);
} catch {
  // not Linux: the main thread alone
}
for (const thread of threads) {
  try {
    setPriority(thread, nice);
  } catch {
    // A thread that ended meanwhile, or a system that refuses: that thread decodes at normal priority.
  }
}
