/**
 * Lighthouse's performance score with the measuring machine taken out.
 *
 * Lighthouse (mobile, simulated throttling) multiplies the wall time of each main-thread task of its
 * unthrottled trace by 4 (layout by 2). On a shared 2-core machine a task's wall time includes time the
 * renderer's main thread did not run: waiting for a core, and for the browser process's font service
 * (Linux Chromium matches fonts over a synchronous call). Auditing a saved run again with every
 * main-thread task shortened to its CPU time gives a score that depends on the page's own work, not on
 * how busy the host was: a lower bound of what the page costs, since a wait on the font service is work
 * a phone does too (in its own process).
 */
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TRACE = 'defaultPass.trace.json';
/** Tasks shorter than this are never blocking, even at 4×. */
const LONG_TASK_US = 10_000;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { isLoadingMainFrame?: boolean; documentLoaderURL?: string } };
}

export interface MainThreadTime {
  wall_ms: number;
  cpu_ms: number;
}

/**
 * Copies a saved run (`-G` artifacts) with each main-thread task of the page's renderer squeezed to its
 * CPU time: the task keeps its start, its events keep their order inside it. Returns the long tasks'
 * wall and CPU time as recorded.
 */
export function squeezeToCpuTime(from: string, to: string): MainThreadTime {
  mkdirSync(to, { recursive: true });
  for (const file of readdirSync(from)) if (file !== TRACE) copyFileSync(path.join(from, file), path.join(to, file));
  const trace = JSON.parse(readFileSync(path.join(from, TRACE), 'utf8')) as { traceEvents: TraceEvent[] };
  const navigation = trace.traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame === true &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) throw new Error(`no page navigation in ${from}`);
  const onMainThread = trace.traceEvents.filter((event) => event.pid === navigation.pid && event.tid === navigation.tid);
  const isTask = (event: TraceEvent) => event.ph === 'X' && event.name === 'RunTask' && event.dur !== undefined && event.tdur !== undefined;
  const tasks = onMainThread.filter(isTask).sort((a, b) => a.ts - b.ts);
  const inner = onMainThread.filter((event) => !isTask(event)).sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let at = 0;
  for (const event of inner) {
    while (at < tasks.length && (tasks[at] as TraceEvent).ts + ((tasks[at] as TraceEvent).dur ?? 0) < event.ts) at += 1;
    const task = tasks[at];
    if (!task || event.ts < task.ts) continue;
    const ratio = Math.min(1, (task.tdur ?? 0) / (task.dur ?? 1));
    event.ts = task.ts + (event.ts - task.ts) * ratio;
    if (event.dur !== undefined) event.dur *= ratio;
  }
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    const tdur = task.tdur ?? 0;
    if (dur > LONG_TASK_US) {
      wall += dur;
      cpu += tdur;
    }
    task.dur = Math.min(dur, tdur);
  }
  writeFileSync(path.join(to, TRACE), JSON.stringify(trace));
  return { wall_ms: Math.round(wall / 1000), cpu_ms: Math.round(cpu / 1000) };
}
