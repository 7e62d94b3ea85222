// `npm run bench:landing`: the landing page's performance figures (issue 3), reproducibly.
// Builds what is stale, starts the production server on a free port with a temp SQLite
// database, then
//   1. loads `/` once in Chromium (mobile viewport) and lists every JavaScript file with its
//      gzip size, split into the first render (requested before the landing page's <h1> was in
//      the DOM), what follows without scrolling, and what loads when the visitor scrolls
//      (the sections below the first screen);
//   2. runs Lighthouse (mobile, simulated throttling; Debian's /usr/bin/chromium) 5 times and
//      reports the median performance and accessibility scores and the median metrics.
// Options: --runs=N (default 5), --no-build, --json (machine-readable summary on stdout).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? 5);
const asJson = args.includes('--json');
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
const log = (...parts) => (asJson ? console.error(...parts) : console.log(...parts));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start within 60 s');
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JS file `/` loads, with gzip size, split at the moment the landing page's h1 exists. */
async function measureJavaScript(baseUrl) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true });
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.querySelector('h1')) {
          window.__landingRenderedAt = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const bodies = new Map();
    page.on('response', async (response) => {
      const url = response.url();
      if (!/\.js(\?|$)/.test(new URL(url).pathname)) return;
      try {
        const body = await response.body();
        bodies.set(url, { raw: body.length, gzip: gzipSync(body).length });
      } catch {
        // a response without a body (e.g. a redirect)
      }
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    const beforeScroll = new Set(bodies.keys());
    // The sections below the first screen load when the visitor heads there.
    await page.mouse.wheel(0, 800);
    await page.waitForSelector('footer');
    await page.waitForLoadState('networkidle');
    const { renderedAt, entries } = await page.evaluate(() => ({
      renderedAt: window.__landingRenderedAt,
      entries: performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
    }));
    const files = [...bodies.entries()].map(([url, size]) => {
      const entry = entries.find((item) => item.url === url);
      const firstRender = entry ? entry.startTime <= renderedAt : true;
      return { file: url.replace(baseUrl, ''), ...size, firstRender, onScroll: !beforeScroll.has(url) };
    });
    files.sort((a, b) => b.gzip - a.gzip);
    return files;
  } finally {
    await browser.close();
  }
}

async function runLighthouse(baseUrl) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const results = [];
  // A run that Chromium cuts short reports no metrics: it is logged and replaced, up to `runs` extra tries.
  for (let run = 1, attempts = 0; results.length < runs && attempts < runs * 2; attempts += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    try {
      const result = await lighthouse(`${baseUrl}/`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits, runtimeError } = result.lhr;
      const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
      if (runtimeError || categories.performance.score === null || metricIds.some((id) => typeof audits[id]?.numericValue !== 'number')) {
        log(`  (a run without metrics was discarded: ${runtimeError?.code ?? 'metrics missing'})`);
        continue;
      }
      const sample = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcp: audits['first-contentful-paint'].numericValue,
        lcp: audits['largest-contentful-paint'].numericValue,
        tbt: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        si: audits['speed-index'].numericValue,
        failedAccessibility: Object.values(audits)
          .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id) && audit.score === 0)
          .map((audit) => audit.id),
      };
      results.push(sample);
      log(
        `  run ${run}: performance ${sample.performance}, accessibility ${sample.accessibility}` +
          ` (FCP ${Math.round(sample.fcp)} ms, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms,` +
          ` CLS ${sample.cls.toFixed(3)}, SI ${Math.round(sample.si)} ms)` +
          (sample.failedAccessibility.length ? ` failing: ${sample.failedAccessibility.join(', ')}` : ''),
      );
      run += 1;
    } finally {
      await chrome.kill();
    }
  }
  if (results.length === 0) throw new Error('Lighthouse produced no complete run');
  const pick = (key) => median(results.map((sample) => sample[key]));
  return {
    runs: results.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: Math.round(pick('fcp')),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    siMs: Math.round(pick('si')),
  };
}

async function main() {
  if (!args.includes('--no-build')) {
    const build = spawnSync('node', ['scripts/build.mjs'], { cwd: root, stdio: asJson ? ['ignore', 'ignore', 'inherit'] : 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flourishly-bench-'));
  const baseUrl = `http://localhost:${port}`;
  const server = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: join(dataDir, 'bench.sqlite'),
      SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
    },
  });
  try {
    await waitForHealth(baseUrl, server);
    log(`Production server on ${baseUrl} (temp SQLite in ${dataDir})\n`);

    const files = await measureJavaScript(baseUrl);
    const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
    const first = files.filter((file) => file.firstRender);
    const later = files.filter((file) => !file.firstRender && !file.onScroll);
    const onScroll = files.filter((file) => !file.firstRender && file.onScroll);
    log('JavaScript loaded by / (gzip, raw, file):');
    for (const [title, list] of [
      ['first render', first],
      ['after the first render, before any scrolling', later],
      ['when the visitor scrolls (sections below the first screen)', onScroll],
    ]) {
      log(`  ${title}:`);
      for (const file of list) log(`    ${kb(file.gzip).padStart(9)} ${kb(file.raw).padStart(9)}  ${file.file}`);
      log(`    ${kb(sum(list, 'gzip')).padStart(9)} total`);
    }
    log(`  all JavaScript without scrolling: ${kb(sum(first, 'gzip') + sum(later, 'gzip'))} gzip`);
    log(`  all JavaScript of the whole page: ${kb(sum(files, 'gzip'))} gzip\n`);

    log(`Lighthouse (mobile, ${runs} runs):`);
    const lighthouse = await runLighthouse(baseUrl);
    log(
      `\nMedian of ${lighthouse.runs}: performance ${lighthouse.performance}, accessibility ${lighthouse.accessibility};` +
        ` FCP ${lighthouse.fcpMs} ms, LCP ${lighthouse.lcpMs} ms, TBT ${lighthouse.tbtMs} ms, CLS ${lighthouse.cls}, SI ${lighthouse.siMs} ms`,
    );
    log(`First-render JavaScript: ${kb(sum(first, 'gzip'))} gzip (budget 130 KB)`);
    if (asJson) {
      console.log(
        JSON.stringify(
          { firstRenderJsGzipBytes: sum(first, 'gzip'), allJsGzipBytes: sum(files, 'gzip'), files, lighthouse },
          null,
          2,
        ),
      );
    }
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
