import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

const PROBE =
  "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/** A port the system just handed out; synchronous so a config file can use it. */
export function freePortSync(): number {
  return Number(execFileSync(process.execPath, ['-e', PROBE]).toString().trim());
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
