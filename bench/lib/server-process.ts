/** The real entry point (`server/main.ts`) in a child process, as the benchmarks start it. */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, HOST, sleep } from './http';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Running {
  child: ChildProcessWithoutNullStreams;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

export interface ServerEnv {
  dataDir: string;
  databaseUrl: string | null;
  staticDir: string;
  /** A fixed port (HAProxy's configuration names it); a free one when absent. */
  port?: number;
  /** More variables (STORAGE_DIR, TRUST_PROXY…). */
  extra?: Record<string, string>;
}

/** Extra Node flags for the servers a benchmark starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where their time goes. */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

export async function startServer(env: ServerEnv): Promise<Running> {
  const port = env.port ?? (await freePort());
  const child = spawn(process.execPath, [...NODE_ARGS, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST,
      DATA_DIR: env.dataDir,
      STATIC_DIR: env.staticDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      // Each write comes from its own X-Forwarded-For address, as from many phones: the per-address
      // limits of the public forms stay out of a measure of faults.
      TRUST_PROXY: '1',
      ...(env.databaseUrl ? { DATABASE_URL: env.databaseUrl } : {}),
      ...env.extra,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  while (!/Academy ready on/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await sleep(100);
  }
  return { child, port, output: () => output, exited };
}

export async function stopGently(server: Running): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

/** Resident memory of a process, in MB (Linux /proc). */
export function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** CPU time a process has used so far, user and system, in ms (Linux /proc; its threads included). */
export function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** The whole machine's busy CPU time so far, every core, in ms (Linux /proc/stat: all but idle and iowait). */
export function machineBusyMs(): number | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
    return ((user + nice + system + irq + softirq + steal) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK), which Node does not expose). */
const CLOCK_TICKS_PER_SECOND = 100;
