// `npm run bench pages`: how fast the pages parents open load on a phone (docs/architecture.md,
// "Page budgets"). Builds what is stale, starts the production server with a temp SQLite
// database, seeds a family through the API (a parent, a 7-year-old with a plan, an assessment
// and a played game), then for `/` signed out, `/dashboard`, `/child/{id}` and
// `/games/{id}?childId=`:
//   1. loads the page once in Chromium (mobile viewport) and sums the JavaScript and CSS (gzip)
//      requested before the page's first <h1> is in the DOM, as e2e/tests/budgets.spec.ts does;
//   2. runs Lighthouse (mobile preset, simulated throttling; Debian's /usr/bin/chromium) N times
//      and reports the median performance score, FCP, LCP, TBT and CLS.
// Signed in, each browser holds the cookies as a parent's does after sign-in, with their paths:
// the session cookie goes to /api only, the signed-in marker with every page (docs/architecture.md,
// "Sessions on the API only").
// The table names the host's CPU speed (Lighthouse's benchmarkIndex), which the figures scale with.
// Then, for the signed-in pages, a returning parent's visit (the service worker holding the app and
// its answers; --no-repeat leaves it out), with DevTools throttling since Lantern cannot see caches.
// Options: --page=landing,dashboard,child,games (default all), --runs=N (default 5), --no-build,
// --files (list each first-render file), --tasks (each page's long tasks with their sources,
// _tasks.mjs; with --cpu=N at an N-times CPU slowdown instead of 4x, e.g. 8 for a host half as
// fast), --network=slow3g (Lighthouse's simulated throttling at slow 3G, 400 ms round trips and
// 400 Kbps, instead of its mobile preset's slow 4G: how soon a first visit on a poor connection
// shows something; docs/architecture.md, "First paint"), --save=DIR (write each Lighthouse report
// there as JSON, to read its network requests and LCP breakdown). Port: BENCH_PORT (default 3650).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { apiClient, seedAssessmentAndGame, seedParentWithChild } from './_seed.mjs';
import { option, root, startBackend, stop, waitFor } from './_server.mjs';
import { formatTasks, longTasks } from './_tasks.mjs';

const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const KB = 1024;

/**
 * The networks Lighthouse simulates: its mobile preset's default (slow 4G), or slow 3G with the
 * same derivation Lighthouse uses for its own presets (request latency = RTT × 3.75, throughput ×
 * 0.9 for DevTools throttling), at the preset's 4x CPU slowdown.
 */
const NETWORKS = {
  default: { label: 'simulated slow 4G', throttling: undefined },
  slow3g: {
    label: 'simulated slow 3G (400 ms RTT, 400 Kbps)',
    throttling: {
      rttMs: 400,
      throughputKbps: 400,
      requestLatencyMs: 400 * 3.75,
      downloadThroughputKbps: 400 * 0.9,
      uploadThroughputKbps: 400 * 0.9,
      cpuSlowdownMultiplier: 4,
    },
  },
};

/** The pages measured, with the targets of docs/architecture.md ("Page budgets"). */
const PAGES = [
  { id: 'landing', label: '`/` signed out', path: () => '/', signedIn: false, targetKb: 130 },
  { id: 'dashboard', label: '`/dashboard`', path: () => '/dashboard', signedIn: true, targetKb: 200 },
  { id: 'child', label: '`/child/{id}`', path: (ids) => `/child/${ids.childId}`, signedIn: true, targetKb: 250 },
  { id: 'games', label: '`/games/{id}?childId=`', path: (ids) => `/games/${ids.gameId}?childId=${ids.childId}`, signedIn: true, targetKb: 250 },
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Seeds a parent with a completed profile and a 7-year-old with today's plan, an assessment and
 * a completed game, through the API. Returns the signed-in cookies (each with its path) and the
 * ids.
 */
async function seedFamily(baseUrl) {
  const { call, cookies } = apiClient(baseUrl);
  const { child } = await seedParentWithChild(call, 'bench');
  const gameId = await seedAssessmentAndGame(call, child.id);
  return { cookies: cookies(), ids: { childId: child.id, gameId } };
}

/**
 * The signed-in cookies as Playwright adds them, with their paths, as a parent's browser keeps
 * them after sign-in: the page gets the signed-in marker, the API the session.
 */
const browserCookies = (baseUrl, cookies) =>
  cookies.map((cookie) => ({ ...cookie, domain: new URL(baseUrl).hostname, httpOnly: true, sameSite: 'Lax' }));

/** JavaScript and CSS (gzip bytes) `url` requests before its first <h1> is in the DOM, with the files. */
async function firstRenderBytes(browser, baseUrl, url, cookies) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    if (cookies) await context.addCookies(browserCookies(baseUrl, cookies));
    const page = await context.newPage();
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('h1')) {
          window.__firstRenderAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const sizes = new Map();
    const bodies = [];
    page.on('response', (response) => {
      const kind = /\.(js|css)$/.exec(new URL(response.url()).pathname)?.[1];
      if (!kind) return;
      bodies.push(
        response
          .body()
          .then((body) => sizes.set(response.url(), { kind, gzip: gzipSync(body).length }))
          .catch(() => undefined),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('h1').first().waitFor();
    await Promise.all(bodies);
    const { renderedAt, started } = await page.evaluate(() => ({
      renderedAt: window.__firstRenderAt,
      started: performance.getEntriesByType('resource').map((entry) => [entry.name, entry.startTime]),
    }));
    const startTimes = new Map(started);
    const files = [...sizes.entries()]
      .filter(([file]) => (startTimes.get(file) ?? 0) <= renderedAt)
      .map(([file, size]) => ({ file: new URL(file).pathname, ...size }))
      .sort((a, b) => b.gzip - a.gzip);
    const sum = (kind) => files.filter((file) => file.kind === kind).reduce((total, file) => total + file.gzip, 0);
    return { js: sum('js'), css: sum('css'), files };
  } finally {
    await context.close();
  }
}

/**
 * Puts the signed-in cookies in the jar of the Chromium on `port` (Lighthouse clears no cookies
 * before it loads the page; an extra header would go with every request, the page's included).
 */
async function signInChrome(port, baseUrl, cookies) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0].addCookies(browserCookies(baseUrl, cookies));
  } finally {
    await browser.close();
  }
}

/**
 * A parent's earlier visit, in the Chromium on `port`: loads `url` until the service worker
 * controls it, then again so the worker keeps its answers, as a returning parent's phone has them.
 */
async function visitBefore(port, url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    // A game page keeps asking (its session, read-aloud): `load` and a pause, not network idle.
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(3000);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lantern, Lighthouse's simulation, counts every request as a network one, those a service worker
 * answers from its caches included: a repeat visit is measured with the mobile preset's throttling
 * applied in the browser (DevTools throttling: 562.5 ms per request, 1.4 Mbps down, 4x CPU) instead.
 */
const REPEAT_VISIT = {
  throttlingMethod: 'devtools',
  throttling: { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675, cpuSlowdownMultiplier: 4 },
};

/**
 * Lighthouse (mobile preset) `runs` times on `url`, signed in with `cookies` when given; the
 * medians, or null when no run completed. `repeat`: a returning parent's visit (see {@link visitBefore}).
 */
async function lighthouseMedians(url, cookies, runs, log, throttling, repeat = false) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const samples = [];
  // A run that Chromium cuts short reports no metrics: it is logged and replaced, up to `runs` extra tries.
  for (let attempts = 0; samples.length < runs && attempts < runs * 2; attempts += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      if (cookies) await signInChrome(chrome.port, url, cookies);
      if (repeat) await visitBefore(chrome.port, url);
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const result = await lighthouse(
        url,
        repeat
          ? { ...flags, disableStorageReset: true, ...REPEAT_VISIT }
          : throttling
            ? { ...flags, throttlingMethod: 'simulate', throttling }
            : flags,
      );
      const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
      const saveDir = option('save', '');
      if (saveDir) {
        mkdirSync(saveDir, { recursive: true });
        const name = `${new URL(url).pathname.split('/')[1] || 'landing'}-${repeat ? 'returning' : 'first'}-${attempts + 1}.json`;
        writeFileSync(join(saveDir, name), JSON.stringify(result.lhr));
      }
      const ids = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];
      if (runtimeError || categories.performance.score === null || ids.some((id) => typeof audits[id]?.numericValue !== 'number')) {
        log(`    (a run without metrics was discarded: ${runtimeError?.code ?? 'metrics missing'})`);
        continue;
      }
      if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
        throw new Error(`Lighthouse ended at ${finalDisplayedUrl}, not ${url}: are the signed-in cookies sent?`);
      }
      const sample = {
        performance: Math.round(categories.performance.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
      };
      samples.push(sample);
      log(
        `    run ${samples.length}: performance ${sample.performance}, FCP ${Math.round(sample.fcp)} ms,` +
          ` LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms, CLS ${sample.cls.toFixed(3)}`,
      );
    } finally {
      chrome.kill();
    }
  }
  if (samples.length === 0) return null;
  const pick = (key) => median(samples.map((sample) => sample[key]));
  return {
    runs: samples.length,
    performance: pick('performance'),
    fcpMs: Math.round(pick('fcp')),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: pick('cls'),
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
  };
}

/** The median benchmarkIndex over every page's runs, or 'n/a'. */
const benchmarkIndexOf = (rows) => {
  const values = rows.map((row) => row.medians?.benchmarkIndex).filter((value) => typeof value === 'number');
  return values.length > 0 ? Math.round(median(values)) : 'n/a';
};

/**
 * Measures every page (see the head of this file) and returns the Markdown table: first-render
 * JS and CSS in KB gzip and the Lighthouse medians (performance 0-100, FCP/LCP/TBT in ms, CLS).
 */
export async function run({ log }) {
  const runs = Number(option('runs', '5'));
  const wanted = option('page', PAGES.map((page) => page.id).join(',')).split(',');
  const pages = PAGES.filter((page) => wanted.includes(page.id));
  const showFiles = process.argv.includes('--files');
  const showTasks = process.argv.includes('--tasks');
  const cpuSlowdown = Number(option('cpu', '4'));
  const network = NETWORKS[option('network', 'default')];
  const repeatVisits = !process.argv.includes('--no-repeat') && option('network', 'default') === 'default';
  if (!network) throw new Error(`--network must be one of ${Object.keys(NETWORKS).join(', ')}, not ${option('network', '')}`);
  if (!(cpuSlowdown >= 1)) throw new Error(`--cpu must be a slowdown of 1 or more, not ${option('cpu', '')}`);
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const port = Number(process.env.BENCH_PORT ?? 3650);
  const dataDir = mkdtempSync(join(tmpdir(), 'flourishly-bench-pages-'));
  const baseUrl = `http://localhost:${port}`;
  // The seed completes a game through the API at once, faster than a child could (GAME_MIN_SECONDS_PER_ANSWER).
  const server = startBackend({
    port,
    databaseUrl: join(dataDir, 'bench.sqlite'),
    env: { LOGIN_RATE_LIMIT: '1000', GAME_MIN_SECONDS_PER_ANSWER: '0' },
  });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  try {
    await waitFor(`${baseUrl}/api/health`, server);
    log(`Production server on ${baseUrl} (temp SQLite in ${dataDir})`);
    const { cookies, ids } = await seedFamily(baseUrl);
    const rows = [];
    for (const page of pages) {
      const url = `${baseUrl}${page.path(ids)}`;
      log(`\n${page.label}`);
      const bytes = await firstRenderBytes(browser, baseUrl, url, page.signedIn ? cookies : undefined);
      log(`  first render: ${(bytes.js / KB).toFixed(1)} KB JS, ${(bytes.css / KB).toFixed(1)} KB CSS (gzip; target ${page.targetKb} KB JS)`);
      if (showFiles) for (const file of bytes.files) log(`    ${(file.gzip / KB).toFixed(1).padStart(6)} KB ${file.file}`);
      if (showTasks) {
        const tasks = await longTasks(browser, url, page.signedIn ? browserCookies(baseUrl, cookies) : undefined, cpuSlowdown);
        for (const line of formatTasks(tasks, cpuSlowdown)) log(line);
      }
      log(`  Lighthouse (mobile, ${runs} runs):`);
      const medians = await lighthouseMedians(url, page.signedIn ? cookies : undefined, runs, log, network.throttling);
      let repeatMedians = null;
      if (page.signedIn && repeatVisits) {
        log(`  Lighthouse, returning (mobile, DevTools throttling, ${runs} runs):`);
        repeatMedians = await lighthouseMedians(url, cookies, runs, log, undefined, true);
      }
      rows.push({ page, bytes, medians, repeatMedians });
    }
    const cell = (value, format) => (value === undefined || value === null ? 'n/a' : format(value));
    const lines = [
      network.throttling ? '## Pages on slow 3G' : '## Pages',
      '',
      `Lighthouse mobile preset (${network.label}, 4x CPU slowdown), median of ${runs} runs, production build;`,
      'first-render bytes: JavaScript and CSS (gzip) requested before the page shows its first `<h1>`.',
      // The 4x slowdown multiplies this machine's own speed: on a slower one TBT and LCP grow.
      `Host CPU (Lighthouse benchmarkIndex, median of the runs): ${benchmarkIndexOf(rows)}.`,
      '',
      '| Page | Performance | FCP | LCP | TBT | CLS | First-render JS (gzip) | CSS (gzip) | JS target |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows.map(({ page, bytes, medians }) =>
        [
          page.label,
          cell(medians?.performance, String),
          cell(medians?.fcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
          cell(medians?.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`),
          cell(medians?.tbtMs, (ms) => `${ms} ms`),
          cell(medians?.cls, (cls) => cls.toFixed(3)),
          `${(bytes.js / KB).toFixed(1)} KB`,
          `${(bytes.css / KB).toFixed(1)} KB`,
          `${page.targetKb} KB`,
        ]
          .join(' | ')
          .replace(/^/, '| ')
          .concat(' |'),
      ),
    ];
    const repeated = rows.filter((row) => row.repeatMedians);
    if (repeated.length > 0) {
      lines.push(
        '',
        '## Repeat visits',
        '',
        `A returning parent: the page was opened before, so the service worker holds the app and its answers. Mobile preset with DevTools throttling (${REPEAT_VISIT.throttling.requestLatencyMs} ms per request, 4x CPU), median of ${runs} runs; target LCP <= 1.0 s.`,
        '',
        '| Page | Performance | FCP | LCP | TBT | CLS |',
        '|---|---|---|---|---|---|',
        ...repeated.map(({ page, repeatMedians: medians }) =>
          `| ${page.label} | ${cell(medians.performance, String)} | ${cell(medians.fcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`)} | ${cell(medians.lcpMs, (ms) => `${(ms / 1000).toFixed(2)} s`)} | ${cell(medians.tbtMs, (ms) => `${ms} ms`)} | ${cell(medians.cls, (cls) => cls.toFixed(3))} |`,
        ),
      );
    }
    return lines.join('\n');
  } finally {
    await browser.close();
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
