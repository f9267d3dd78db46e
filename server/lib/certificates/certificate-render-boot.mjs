// The certificate renderer's worker thread starts here. A worker does not inherit the `--import tsx` of
// the main thread on Node 20, so it registers tsx itself, then loads the TypeScript worker body.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
