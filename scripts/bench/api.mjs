// `npm run bench api`: how fast the signed-in API answers (docs/architecture.md, "Sessions" and
// "Hot path"). Builds the backend, starts it in production mode on a temp SQLite database (and on
// a fresh PostgreSQL database too when DATABASE_URL is set), seeds a parent with a 7-year-old and
// today's plan through the API, then runs autocannon (10 connections, signed in by cookie; GETs
// need no CSRF header) against `GET /api/user`, `GET /api/child-profiles/{childId}` and
// `GET /api/child-profiles/{childId}/activity-assignments?date=`. Each figure is also given as a ratio
// to a raw node:http server answering a small JSON body, measured in the same run before and after
// the API (the mean of the two). Every measurement follows a warm-up run. The backend logs at
// `info` into a pipe this script reads, as in production; the child GET is measured again on a
// second instance at LOG_LEVEL=warn, to show what request logging costs (target: within 10%).
// Options: --duration=S (default 10), --warmup=S (default 3), --no-build, --cpu-prof (profiles of
// the backend in bench/profiles). Ports: BENCH_API_PORT
// (default 3400) for the backend, the next port for the raw server.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiClient, seedParentWithChild } from './_seed.mjs';
import { option, root, startBackend, stop, waitFor } from './_server.mjs';

const CONNECTIONS = 10;
/** Targets (ratio to the raw server, p99 in ms) of docs/architecture.md ("Hot path"). */
const TARGETS = { user: { ratio: 0.04 }, child: { ratio: 0.03, p99: 15 } };

/** The raw baseline: node:http answering a small JSON body, in its own process like the backend. */
function startRawServer(port) {
  const source = `require('node:http').createServer((req, res) => {
    const body = JSON.stringify({ id: 1, name: 'Leo', ok: true });
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port});`;
  return spawn(process.execPath, ['-e', source], { stdio: 'ignore' });
}

/** A database for one run: a temp SQLite file, or a new PostgreSQL database next to DATABASE_URL. */
async function createDatabase(dialect) {
  if (dialect === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'flourishly-bench-api-'));
    return { url: join(dir, 'bench.sqlite'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = new URL(process.env.DATABASE_URL);
  const name = `flourishly_bench_api_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** A parent with a completed profile and a 7-year-old with today's plan; returns the cookie and ids. */
async function seedFamily(baseUrl) {
  const { call, cookie } = apiClient(baseUrl);
  const { child, date, plan } = await seedParentWithChild(call, 'bench.api');
  if (!Array.isArray(plan) || plan.length === 0) throw new Error('seeding made no plan for today');
  return { cookie: cookie(), childId: child.id, date };
}

/** One autocannon run; every answer must be 200 (a 401 or 404 would be fast and wrong). */
async function measure(url, cookie, seconds) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  const non2xx = result.non2xx + result.errors + result.timeouts;
  if (non2xx > 0) throw new Error(`${url}: ${non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function benchDialect(dialect, { duration, warmup, log }) {
  const port = Number(process.env.BENCH_API_PORT ?? 3400);
  const rawPort = port + 1;
  const baseUrl = `http://127.0.0.1:${port}`;
  const rawUrl = `http://127.0.0.1:${rawPort}/`;
  const database = await createDatabase(dialect);
  // --cpu-prof: the backend writes a V8 CPU profile to bench/profiles when it stops.
  const profile = process.argv.includes('--cpu-prof') ? ['--cpu-prof', `--cpu-prof-dir=${join(root, 'bench', 'profiles')}`] : [];
  const server = startBackend({ port, databaseUrl: database.url, env: { SERVE_STATIC: 'false' }, nodeArgs: profile });
  const raw = startRawServer(rawPort);
  try {
    await waitFor(`${baseUrl}/api/health`, server);
    await waitFor(rawUrl, raw);
    const { cookie, childId, date } = await seedFamily(baseUrl);
    const routes = [
      { id: 'user', label: '`GET /api/user`', path: '/api/user' },
      { id: 'child', label: '`GET /api/child-profiles/{childId}`', path: `/api/child-profiles/${childId}` },
      { id: 'plan', label: '`GET /api/child-profiles/{childId}/activity-assignments?date=`', path: `/api/child-profiles/${childId}/activity-assignments?date=${date}` },
    ];
    const run = async (label, url, withCookie) => {
      await measure(url, withCookie ? cookie : '', warmup);
      const figures = await measure(url, withCookie ? cookie : '', duration);
      log(`  ${dialect} ${label}: ${Math.round(figures.rps)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms`);
      return figures;
    };
    const rawBefore = await run('raw node:http (before)', rawUrl, false);
    const measured = [];
    for (const route of routes) measured.push({ ...route, ...(await run(route.label, `${baseUrl}${route.path}`, true)) });
    // The child GET again on an instance that logs only warnings: what request logging costs.
    const quiet = startBackend({ port: rawPort + 1, databaseUrl: database.url, env: { SERVE_STATIC: 'false', LOG_LEVEL: 'warn' } });
    let quietChild;
    try {
      await waitFor(`http://127.0.0.1:${rawPort + 1}/api/health`, quiet);
      quietChild = await run('`GET /api/child-profiles/{childId}` with LOG_LEVEL=warn', `http://127.0.0.1:${rawPort + 1}${routes[1].path}`, true);
    } finally {
      await stop(quiet);
    }
    const rawAfter = await run('raw node:http (after)', rawUrl, false);
    const rawRps = (rawBefore.rps + rawAfter.rps) / 2;
    const rows = measured.map((row) => {
      const ratio = row.rps / rawRps;
      const target = TARGETS[row.id];
      const met = target ? (ratio >= target.ratio && (target.p99 === undefined || row.p99 <= target.p99) ? 'yes' : 'no') : '';
      const targetText = target ? `>= ${target.ratio}${target.p99 !== undefined ? `, p99 <= ${target.p99} ms` : ''}` : '';
      return `| ${row.label} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${ratio.toFixed(4)} | ${targetText} | ${met} |`;
    });
    return [
      `### ${dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}`,
      '',
      `Raw node:http: ${Math.round(rawBefore.rps)} req/s before, ${Math.round(rawAfter.rps)} after (p99 ${rawBefore.p99} / ${rawAfter.p99} ms).`,
      '',
      '| Route | req/s | p50 ms | p99 ms | ratio to raw | target | met |',
      '| --- | ---: | ---: | ---: | ---: | --- | --- |',
      ...rows,
      '',
      `Request logging (LOG_LEVEL=info, stdout read through a pipe, ${Math.round(server.logBytes / 1024)} KiB of log lines): the child GET ` +
        `${Math.round(measured[1].rps)} req/s with logs, ${Math.round(quietChild.rps)} with LOG_LEVEL=warn ` +
        `(${((measured[1].rps / quietChild.rps) * 100).toFixed(1)}%; target >= 90%: ${measured[1].rps >= 0.9 * quietChild.rps ? 'met' : 'not met'}).`,
    ].join('\n');
  } finally {
    await stop(raw);
    await stop(server);
    await database.drop();
  }
}

/** The bench part: Markdown with one table per database. */
export async function run({ log }) {
  const duration = Number(option('duration', '10'));
  const warmup = Number(option('warmup', '3'));
  if (!process.argv.includes('--no-build')) {
    log('building the contracts and the backend');
    for (const workspace of ['packages/contracts', 'backend']) {
      const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`${workspace} build failed`);
    }
  }
  const dialects = process.env.DATABASE_URL?.startsWith('postgres') ? ['sqlite', 'postgresql'] : ['sqlite'];
  const sections = [];
  for (const dialect of dialects) sections.push(await benchDialect(dialect, { duration, warmup, log }));
  return [
    '## API (signed in, 10 connections)',
    '',
    `autocannon, ${CONNECTIONS} connections, ${duration} s per route after a ${warmup} s warm-up; ratio = route req/s / raw node:http req/s (mean of before and after).`,
    '',
    sections.join('\n\n'),
  ].join('\n');
}
