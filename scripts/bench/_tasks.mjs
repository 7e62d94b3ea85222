// Where a page's main-thread time goes (`npm run bench pages -- --tasks`): one load in Chromium at
// the mobile preset's 4x CPU slowdown (`--cpu=8` stands in for a host half as fast), traced with
// JavaScript samples; each long task with what it ran and the source files (through the builds'
// source maps) its samples fell in. A breakdown to find what to cut, not a figure: Lighthouse's
// TBT in the page table is the measure (docs/architecture.md, "Page budgets").
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map';
import { root } from './_server.mjs';
import { REMOTES } from '../remotes.mjs';

/** A task counts as long from 50 ms (the TBT threshold), measured at the slowdown. */
const LONG_TASK_MS = 50;
/** Trace events that say what a task ran. */
const WORK_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'v8.compile']);
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading'];

/** URL path prefix -> build folder whose source maps name the path's files. */
const DIST_FOLDERS = [...REMOTES.map(({ servedAt, name }) => [servedAt, `${name}/dist`]), ['/', 'shell/dist']];

/** Resolves a script position to its original source file ('node_modules/…' or the app's path), caching each map. */
function sourceResolver() {
  const consumers = new Map();
  const consumerOf = async (pathname) => {
    if (!consumers.has(pathname)) {
      const [prefix, folder] = DIST_FOLDERS.find(([start]) => pathname.startsWith(start));
      const mapFile = join(root, folder, `${pathname.slice(prefix.length)}.map`);
      consumers.set(pathname, existsSync(mapFile) ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
    }
    return consumers.get(pathname);
  };
  return {
    /** The source of `callFrame` (0-based line and column, as the profiler gives them), or its URL or function name. */
    async sourceOf({ url, lineNumber, columnNumber, functionName }) {
      if (!url) return functionName || '(native)';
      const pathname = new URL(url).pathname;
      const consumer = await consumerOf(pathname);
      const source = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source;
      return source ? source.replace(/^webpack:\/\//, '').replace(/^.*node_modules\//, 'node_modules/') : pathname;
    },
    destroy: () => consumers.forEach((consumer) => consumer?.destroy()),
  };
}

/** The renderer main thread's events and its profile samples ([time µs, callFrame]) from a trace. */
function mainThreadOf(traceEvents) {
  const profiled = new Set(traceEvents.filter((event) => event.name === 'ProfileChunk').map((event) => event.pid));
  const thread = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && profiled.has(event.pid));
  if (!thread) throw new Error('the trace has no profiled renderer main thread');
  const events = traceEvents.filter((event) => event.pid === thread.pid && event.tid === thread.tid);
  const frames = new Map();
  const samples = [];
  let time = 0;
  for (const event of traceEvents) {
    if (event.pid !== thread.pid) continue;
    if (event.name === 'Profile') time = event.args.data.startTime;
    if (event.name !== 'ProfileChunk') continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) frames.set(node.id, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push([time, frames.get(id)]);
    });
  }
  return { events, samples };
}

/**
 * Loads `url` once in `browser` (Playwright's Chromium) at `cpuSlowdown` (4, the mobile preset's,
 * by default), with `cookies` when signed in, and returns its long tasks: start and duration (ms,
 * slowed down, from navigation), what they ran (trace events with ms) and their sources by sampled
 * time (ms), largest first.
 */
export async function longTasks(browser, url, cookies, cpuSlowdown = 4) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    if (cookies) await context.addCookies(cookies);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { events, samples } = mainThreadOf(JSON.parse((await browser.stopTracing()).toString()).traceEvents);
    const navigationStart = events.find((event) => event.name === 'navigationStart')?.ts ?? events[0].ts;
    const resolver = sourceResolver();
    try {
      const tasks = [];
      const long = events
        .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.ts >= navigationStart && event.dur >= LONG_TASK_MS * 1000)
        .sort((a, b) => a.ts - b.ts);
      // Samples come in time order and tasks do not overlap: one pass over the samples for all tasks.
      let index = 1;
      for (const task of long) {
        const end = task.ts + task.dur;
        const sources = new Map();
        while (index < samples.length && samples[index][0] < task.ts) index += 1;
        for (; index < samples.length && samples[index][0] <= end; index += 1) {
          const [time, frame] = samples[index];
          if (!frame) continue;
          const source = await resolver.sourceOf(frame);
          sources.set(source, (sources.get(source) ?? 0) + (time - samples[index - 1][0]) / 1000);
        }
        const ran = events
          .filter((event) => event.ph === 'X' && event.ts >= task.ts && event.ts < end && WORK_EVENTS.has(event.name) && event.dur >= 5000)
          .map((event) => ({ name: event.name, file: event.args?.data?.url ? new URL(event.args.data.url).pathname : null, ms: event.dur / 1000 }));
        tasks.push({
          startMs: (task.ts - navigationStart) / 1000,
          durationMs: task.dur / 1000,
          ran,
          sources: [...sources].map(([source, ms]) => ({ source, ms })).sort((a, b) => b.ms - a.ms),
        });
      }
      return tasks;
    } finally {
      resolver.destroy();
    }
  } finally {
    await context.close();
  }
}

/** Log lines for `tasks` (see {@link longTasks}, at `cpuSlowdown`): one per task, then its five largest sources. */
export function formatTasks(tasks, cpuSlowdown = 4) {
  const blocking = tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  const lines = [`  long tasks at ${cpuSlowdown}x: ${tasks.length}, ${Math.round(blocking)} ms over 50 ms in all (one load; FCP not subtracted)`];
  for (const task of tasks) {
    const ran = task.ran.map((event) => `${event.name}${event.file ? ` ${event.file}` : ''} ${Math.round(event.ms)}`).join(', ');
    lines.push(`    at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms: ${ran}`);
    lines.push(`      ${task.sources.slice(0, 5).map(({ source, ms }) => `${source} ${Math.round(ms)}`).join(' | ')}`);
  }
  return lines;
}
