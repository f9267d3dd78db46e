/**
 * `npm test`: every quality gate of the academy, in order, with a timing line per step and a final
 * `N passed, N failed` line. Checks that need nothing else (typecheck, lint, unit tests) all run, so
 * one failure does not hide another; the build's consumers (budget, end-to-end, Lighthouse) run only
 * when the build succeeded, and are then reported as skipped. Exit code 1 when anything failed.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { batches } from './lib/step-batches';
import { listedTestFiles } from './lib/listed-test-files';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => path.join(ROOT, 'node_modules', '.bin', name);

interface Step {
  name: string;
  command: string;
  args: string[];
  /** Steps that must have passed for this one to mean anything. */
  needs?: string[];
  /** Environment changes for this step alone. */
  env?: Record<string, string>;
  /**
   * Starts together with the step before it. Typecheck, ESLint and oxfmt need nothing from each other,
   * so on a 2-core machine they share both cores instead of ESLint then oxfmt running beside
   * typecheck; their output is held and printed step by step once all have finished.
   */
  alongsidePrevious?: boolean;
}

/** Server tests about processes, files and codecs: the engine under them does not change what they prove. */
const ENGINE_NEUTRAL_SERVER_TESTS = [
  'tests/server/main-process.test.ts',
  'tests/server/graceful-shutdown.test.ts',
  'tests/server/data-dir-lock.test.ts',
  'tests/server/large-files.test.ts',
  'tests/server/lib/mp4-duration.test.ts',
  'tests/server/config.test.ts',
  'tests/server/i18n.test.ts',
  'tests/server/lib/passwords.test.ts',
  'tests/server/lib/trust-proxy.test.ts',
  'tests/server/auth/seed-and-cli.test.ts',
  'tests/server/media/transcoding.test.ts',
  'tests/server/exam/certificate-pdf.test.ts',
  'tests/server/pglite-template.test.ts',
  // Text analysis, ranking and the offline index are pure functions over the seeded texts.
  'tests/server/chat/answer-html.test.ts',
  'tests/server/chat/dialect.test.ts',
  'tests/server/chat/text-analysis.test.ts',
  'tests/server/chat/evaluation.test.ts',
  'tests/server/chat/offline-index.test.ts',
  // An outside provider over HTTP, headers, a child process decoding images, files sent by byte range,
  // the signed study pack and the certificate files: the engine only stores the rows they start from.
  'tests/server/chat/openai-provider.test.ts',
  'tests/server/plugins/security-headers.test.ts',
  'tests/server/payments/receipt-decoder.test.ts',
  'tests/server/study/media.test.ts',
  'tests/server/study/manifest.test.ts',
  'tests/server/exam/certificate-downloads.test.ts',
];

/**
 * Server tests whose subject is SQL the two engines could answer differently: concurrent writes and the
 * constraints that decide them (limits, idempotency claims, settlements, quotas, the last admin),
 * transactions, change streams and their cursors. With TEST_DATABASE_URL they ran on PostgreSQL in the
 * unit step and run again on PGlite; every other server test (routes, rendering, files, codecs) proves
 * the same thing on either engine and runs once. A new test file in one of these folders is included.
 */
const ENGINE_DEPENDENT_SERVER_TESTS = [
  'tests/server/auth/', // login and sign-up limits, sessions, unique e-mails
  'tests/server/plugins/', // idempotency: claims held in a transaction, replays, waits
  'tests/server/payments/', // one settlement per learner and formation, staff decisions
  'tests/server/exam/', // the exam rules, attempts, ratings, certificate numbers
  'tests/server/study/', // progress upserts and the plausibility clock
  'tests/server/chat/', // the daily quota under parallel sends
  'tests/server/lib/rate-limiter.test.ts',
  'tests/server/lib/mail-job-lease.test.ts',
  'tests/server/catalogue/sync.test.ts',
  'tests/server/catalogue/stream-changes.test.ts',
  'tests/server/catalogue/enrollments.test.ts',
  'tests/server/catalogue-admin/concurrency.test.ts',
  'tests/server/catalogue-admin/sync.test.ts',
  'tests/server/site/forms.test.ts',
  'tests/server/users/last-admin.test.ts',
  'tests/server/sync-status/devices.test.ts',
  // A table kept by triggers, its keyset orders; trigram indexes and ILIKE under each engine's locale.
  'tests/server/sync-status/devices-keyset.test.ts',
  'tests/server/users/people-search.test.ts',
  'tests/server/health.test.ts',
  // The staff lists' totals from counters kept by triggers; the database gate's bound over each engine's connections.
  'tests/server/list-counts.test.ts',
  'tests/server/db/database-gate.test.ts',
];

/** Server tests of what only PostgreSQL has (another process's writes, heard by notification; its template databases). */
const POSTGRES_ONLY_SERVER_TESTS = [
  'tests/server/catalogue/stream-changes-postgres.test.ts',
  'tests/server/postgres-template.test.ts',
  'tests/server/postgres-pool.test.ts',
  'tests/server/db/named-statements.test.ts',
];

const STEPS: Step[] = [
  // TypeScript 7's native compiler (package.json's `typecheck`), in about a third of TypeScript 6's time.
  { name: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  // `npm run lint` in two: ESLint, and oxfmt's check of the layout (`npm run format` writes it).
  { name: 'lint', command: 'npm', args: ['run', '--silent', 'lint:code'], alongsidePrevious: true },
  { name: 'format', command: 'npm', args: ['run', '--silent', 'lint:format'], alongsidePrevious: true },
  { name: 'unit', command: bin('vitest'), args: ['run'] },
  // With TEST_DATABASE_URL the unit step ran the server tests on PostgreSQL; limits, idempotency,
  // settlements and the exam rules must hold on the embedded engine too, so the engine-dependent
  // server tests run again on PGlite (less those about a process or a codec, and what only PostgreSQL has).
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: 'server-pglite',
          command: bin('vitest'),
          args: [
            'run',
            ...listedTestFiles(ROOT, ENGINE_DEPENDENT_SERVER_TESTS, [...ENGINE_NEUTRAL_SERVER_TESTS, ...POSTGRES_ONLY_SERVER_TESTS]),
          ],
          env: { TEST_DATABASE_URL: '' },
        },
      ]
    : []),
  { name: 'build', command: bin('vite'), args: ['build'] },
  // The server renderer of the public pages, which the e2e and Lighthouse servers load.
  { name: 'build-ssr', command: bin('vite'), args: ['build', '-c', 'vite.ssr.config.ts'], needs: ['build'] },
  { name: 'budget', command: process.execPath, args: ['--import', 'tsx', 'scripts/check-budget.ts'], needs: ['build'] },
  { name: 'e2e', command: bin('playwright'), args: ['test'], needs: ['build', 'build-ssr'] },
  // Beside the end-to-end tests: those leave a sixth of both cores idle (waiting for videos, for a network
  // that is off) and Lighthouse keeps about one busy, so the two share the cores instead of taking turns.
  // Its floor is the page's own CPU time (scripts/lighthouse.ts), which a busy host does not lower.
  {
    name: 'lighthouse',
    command: process.execPath,
    args: ['--import', 'tsx', 'scripts/lighthouse.ts'],
    needs: ['build', 'build-ssr'],
    alongsidePrevious: true,
  },
];

type Outcome = 'passed' | 'failed' | 'skipped';

interface Ran {
  code: number;
  ms: number;
  /** What the step printed, when it was held back (a step run alongside another). */
  output: string;
}

function run(step: Step, hold: boolean): Promise<Ran> {
  const started = Date.now();
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(step.command, step.args, {
      cwd: ROOT,
      stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0', ...step.env },
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const done = (code: number) => resolve({ code, ms: Date.now() - started, output });
    child.on('error', (error) => {
      const message = `cannot start ${step.command}: ${error.message}`;
      if (hold) output += `${message}\n`;
      else console.error(message);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A listed test file that does not exist would silently run nothing: say so before anything runs. */
function missingListedFiles(): string[] {
  const listed = [...ENGINE_NEUTRAL_SERVER_TESTS, ...ENGINE_DEPENDENT_SERVER_TESTS, ...POSTGRES_ONLY_SERVER_TESTS];
  return listed.filter((file) => !existsSync(path.join(ROOT, file)));
}

async function main(): Promise<number> {
  const missing = missingListedFiles();
  if (missing.length > 0) {
    console.error(`scripts/test-all.ts lists test files that do not exist: ${missing.join(', ')}`);
    return 1;
  }
  const only = process.argv.slice(2);
  const steps = only.length > 0 ? STEPS.filter((step) => only.includes(step.name)) : STEPS;
  const results: { name: string; outcome: Outcome; ms: number }[] = [];
  const started = Date.now();

  for (const batch of batches(steps)) {
    const ready = batch.filter((step) => {
      const blocked = step.needs?.find((need) => results.some((result) => result.name === need && result.outcome !== 'passed'));
      if (!blocked) return true;
      results.push({ name: step.name, outcome: 'skipped', ms: 0 });
      console.info(`\n- ${step.name}: skipped (${blocked} did not pass)`);
      return false;
    });
    const hold = ready.length > 1;
    const title = (step: Step) => `\n▶ ${step.name}: ${[path.relative(ROOT, step.command) || step.command, ...step.args].join(' ')}`;
    if (hold) console.info(`\n▶ ${ready.map((step) => step.name).join(', ')} at once; each one's output follows when all have finished`);
    else for (const step of ready) console.info(title(step));
    const ran = await Promise.all(ready.map(async (step) => ({ step, ...(await run(step, hold)) })));
    for (const { step, code, ms, output } of ran) {
      if (hold) {
        console.info(title(step));
        process.stdout.write(output);
      }
      const outcome: Outcome = code === 0 ? 'passed' : 'failed';
      results.push({ name: step.name, outcome, ms });
      console.info(`${outcome === 'passed' ? '✓' : '✗'} ${step.name} ${outcome} in ${seconds(ms)}${code === 0 ? '' : ` (exit ${code})`}`);
    }
  }

  console.info('\nSummary');
  for (const result of results) {
    console.info(`  ${result.outcome.padEnd(7)} ${result.name.padEnd(11)} ${result.outcome === 'skipped' ? '' : seconds(result.ms)}`);
  }
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  console.info(`  total ${seconds(Date.now() - started)}${count('skipped') ? `, ${count('skipped')} skipped` : ''}`);
  console.info(`${count('passed')} passed, ${count('failed')} failed`);
  return count('failed') + count('skipped') > 0 ? 1 : 0;
}

process.exitCode = await main();
