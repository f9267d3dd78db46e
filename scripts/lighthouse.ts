/**
 * Lighthouse CI (lighthouserc.json, @lhci/cli 0.13 = Lighthouse 11, the last with the PWA category)
 * on a mobile run against the real server serving the built app: collect, print the scores, assert,
 * and keep the reports in .lighthouseci/ (never uploaded anywhere).
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { startAcademyServer } from '../e2e/support/academy-server';
import { CHROMIUM_PATH, DIST, ROOT } from '../e2e/support/paths';

const LHCI = path.join(ROOT, 'node_modules', '@lhci', 'cli', 'src', 'cli.js');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo', 'pwa'] as const;

function lhci(args: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [LHCI, ...args, '--config=lighthouserc.json'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

interface Lhr {
  requestedUrl: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>;
}

/** The collected runs, as LHCI saved them. */
function readRuns(): Lhr[] {
  const dir = path.join(ROOT, '.lighthouseci');
  return readdirSync(dir)
    .filter((file) => /^lhr-\d+\.json$/.test(file))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Lhr);
}

function printScores(runs: Lhr[]): void {
  const rows = runs.map((run, index) => ({
    run: index + 1,
    ...Object.fromEntries(CATEGORIES.map((category) => [category, run.categories[category]?.score ?? null])),
  }));
  console.table(rows);
  const best = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.max(...runs.map((run) => run.categories[category]?.score ?? 0))]),
  );
  console.info(JSON.stringify({ lighthouse: best, runs: runs.length }));
  // What to fix when a category is under 1: every failing scored audit of the last run.
  const last = runs.at(-1);
  const failing = last
    ? Object.entries(last.audits).filter(
        ([, audit]) => audit.score !== null && audit.score < 1 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode),
      )
    : [];
  for (const [id, audit] of failing) console.info(`  below 1: ${id} (${audit.score}) ${audit.title}`);
}

async function main(): Promise<number> {
  if (!existsSync(path.join(DIST, 'index.html'))) {
    console.error('No build in dist/: run `npm run build` first.');
    return 1;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`No Chromium at ${CHROMIUM_PATH}: install Debian's \`chromium\` package or set CHROMIUM_PATH.`);
    return 1;
  }
  const server = await startAcademyServer({ staticDir: DIST });
  try {
    const collected = await lhci(['collect', `--url=${server.url}/`, `--chromePath=${CHROMIUM_PATH}`]);
    if (collected !== 0) return collected;
  } finally {
    await server.stop();
  }
  printScores(readRuns());
  const asserted = await lhci(['assert']);
  await lhci(['upload']);
  return asserted;
}

process.exitCode = await main();
