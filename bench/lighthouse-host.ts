/**
 * How much of Lighthouse's performance score on `/` is the page and how much is the machine measuring it.
 *
 * Lighthouse (mobile, simulated throttling, as `npm run test:lighthouse` runs it) multiplies the wall
 * time of each main-thread task of its unthrottled trace by 4 (layout by 2). On a shared 2-core machine a
 * task's wall time includes time the renderer's main thread did not run: waiting for a core, and for the
 * browser process's font service (Linux Chromium matches fonts over a synchronous call). For each of
 * BENCH_LH_RUNS runs (default 3) this prints the score as measured, the wall and CPU time of the main
 * thread's tasks over 10 ms, and the score of the same run audited again with every main-thread task
 * shortened to its CPU time: a lower bound of what the page's own work costs, since a wait on the font
 * service is work a phone does too (in its own process). Prints one JSON object; it never fails.
 *
 *   npm run build && npm run bench:lighthouse-host
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAcademyServer } from '../e2e/support/academy-server';
import { CHROMIUM_PATH, DIST, ROOT } from '../e2e/support/paths';
import { squeezeToCpuTime, type MainThreadTime } from '../scripts/lib/lighthouse-cpu-time';

const RUNS = Math.max(1, Number.parseInt(process.env.BENCH_LH_RUNS ?? '3', 10) || 3);
const LIGHTHOUSE = path.join(ROOT, 'node_modules', 'lighthouse', 'cli', 'index.js');

interface CollectSettings {
  formFactor: string;
  chromeFlags: string;
  extraHeaders: Record<string, string>;
}

/** The settings CI's Lighthouse runs use (lighthouserc.json), so both measure the same thing. */
function ciSettings(): CollectSettings {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'lighthouserc.json'), 'utf8')) as {
    ci: { collect: { settings: CollectSettings } };
  };
  return config.ci.collect.settings;
}

interface Lhr {
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

function lighthouse(args: string[]): void {
  const run = spawnSync(process.execPath, [LIGHTHOUSE, ...args, '--quiet'], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`lighthouse ${args[0]} exited with ${run.status}: ${run.stderr.slice(-2000)}`);
}

function auditArgs(settings: CollectSettings, output: string): string[] {
  return [
    `--form-factor=${settings.formFactor}`,
    '--only-categories=performance',
    `--extra-headers=${JSON.stringify(settings.extraHeaders)}`,
    '--output=json',
    `--output-path=${output}`,
  ];
}

interface Figures {
  performance: number | null;
  total_blocking_time_ms: number;
  largest_contentful_paint_ms: number;
}

interface Run {
  as_measured: Figures;
  main_thread_tasks_over_10_ms: MainThreadTime;
  tasks_at_cpu_time: Figures;
}

function figures(lhrPath: string): Figures {
  const lhr = JSON.parse(readFileSync(lhrPath, 'utf8')) as Lhr;
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: lhr.categories.performance.score,
    total_blocking_time_ms: ms('total-blocking-time'),
    largest_contentful_paint_ms: ms('largest-contentful-paint'),
  };
}

const median = (values: number[]) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length === 0 ? null : (sorted[Math.floor((sorted.length - 1) / 2)] as number);
};

async function main() {
  if (!existsSync(path.join(DIST, 'index.html'))) throw new Error('No build in dist/: run `npm run build` first.');
  const settings = ciSettings();
  const work = mkdtempSync(path.join(tmpdir(), 'academy-lighthouse-host-'));
  const server = await startAcademyServer({ staticDir: DIST });
  const runs: Run[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const saved = path.join(work, `run-${run}`);
      const measured = path.join(work, `run-${run}.json`);
      lighthouse([
        `${server.url}/`,
        `--chrome-path=${CHROMIUM_PATH}`,
        `--chrome-flags=--headless=new ${settings.chromeFlags}`,
        ...auditArgs(settings, measured),
        `-GA=${saved}`,
      ]);
      const squeezed = `${saved}-cpu`;
      const mainThread = squeezeToCpuTime(saved, squeezed);
      const resimulated = path.join(work, `run-${run}-cpu.json`);
      lighthouse([`-A=${squeezed}`, ...auditArgs(settings, resimulated)]);
      runs.push({ as_measured: figures(measured), main_thread_tasks_over_10_ms: mainThread, tasks_at_cpu_time: figures(resimulated) });
    }
  } finally {
    await server.stop();
    rmSync(work, { recursive: true, force: true });
  }
  const scores = (pick: (run: Run) => number | null) => runs.map(pick).map((score) => score ?? Number.NaN);
  console.info(
    JSON.stringify(
      {
        url: '/',
        runs,
        median: {
          performance_as_measured: median(scores((run) => run.as_measured.performance)),
          performance_tasks_at_cpu_time: median(scores((run) => run.tasks_at_cpu_time.performance)),
          total_blocking_time_as_measured_ms: median(runs.map((run) => run.as_measured.total_blocking_time_ms)),
          total_blocking_time_tasks_at_cpu_time_ms: median(runs.map((run) => run.tasks_at_cpu_time.total_blocking_time_ms)),
        },
      },
      null,
      2,
    ),
  );
}

await main();
