/** A PostgreSQL database for a benchmark: a scratch database on a given server, or a throw-away cluster. */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPostgresDatabase } from '../../tests/server/helpers';
import { freePort, HOST } from './http';

function pgBinaries(): string {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      const dir = path.join(root, version, 'bin');
      if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
    }
  }
  for (const dir of ['/usr/local/pgsql/bin', '/usr/local/bin', '/usr/bin']) {
    if (existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) return dir;
  }
  throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install postgresql or set BENCH_DATABASE_URL');
}

/** initdb in a temporary folder and pg_ctl start on a free port, as .ci/run does (as `postgres` when root). */
async function throwAwayCluster(sharedBuffers: string | undefined): Promise<{ url: string; drop(): Promise<void> }> {
  const bin = pgBinaries();
  const dir = mkdtempSync(path.join(tmpdir(), 'academy-bench-pg-'));
  const port = await freePort();
  // initdb refuses to run as root: the cluster then belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args], { stdio: 'pipe' })
      : execFileSync(path.join(bin, command), args, { stdio: 'pipe' });
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
  // Durability off: this cluster lives for one run.
  const options =
    `-p ${port} -c listen_addresses=${HOST} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200` +
    (sharedBuffers ? ` -c shared_buffers=${sharedBuffers}` : '');
  run('pg_ctl', ['-D', data, '-l', path.join(dir, 'postgres.log'), '-w', '-t', '60', 'start', '-o', options]);
  return {
    url: `postgres://postgres@${HOST}:${port}/postgres`,
    async drop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A scratch database on `baseUrl` (a server where the user may create databases), else a throw-away cluster,
 * with `sharedBuffers` when given (PostgreSQL's default is 128 MB).
 */
export async function scratchDatabase(
  baseUrl: string | undefined,
  options: { sharedBuffers?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  return baseUrl ? createPostgresDatabase(baseUrl) : throwAwayCluster(options.sharedBuffers);
}
