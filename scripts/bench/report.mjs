// `npm run bench report`: a long history must not stall the server (docs/architecture.md, "Report
// links"). Builds the backend, starts it in production mode on a temp SQLite database, seeds a
// parent with a 7-year-old, one assessment through the API and 2,999 more copied in SQL (the API
// caps assessments a day), and a report link. Then measures the shared report's JSON (bytes and
// time, the median of 5) and `GET /api/health` latency (p50/p99, 20 requests a second) alone and
// while 10 report PDFs are drawn in parallel, in rounds, through the link. Target: health p99
// under 100 ms during the PDFs. Options: --no-build, --rounds=N (default 3). Port: BENCH_REPORT_PORT
// (default 3450).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'libsql';
import { apiClient, seedParentWithChild } from './_seed.mjs';
import { option, root, startBackend, stop, waitFor } from './_server.mjs';

const ASSESSMENTS = 3_000;
const PARALLEL_PDFS = 10;
const HEALTH_P99_TARGET_MS = 100;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => Math.round(value * 10) / 10;

/** Copies the child's one submitted assessment until it has ASSESSMENTS, in one statement. */
function copyAssessments(databaseFile, childId) {
  const db = new Database(databaseFile);
  db.prepare(
    `insert into assessments (child_id, status, checklist_key, age_months, answers, doctor_questions, submitted_at, created_at, updated_at)
     with recursive n(i) as (select 1 union all select i + 1 from n where i < ?)
     select a.child_id, a.status, a.checklist_key, a.age_months, a.answers, a.doctor_questions, a.submitted_at, a.created_at, a.updated_at
     from n, assessments a where a.child_id = ? and a.status = 'submitted'`,
  ).run(ASSESSMENTS - 1, childId);
  const { count } = db.prepare(`select count(*) as count from assessments where child_id = ? and status = 'submitted'`).get(childId);
  db.close();
  return count;
}

/** Health-check latencies (ms), one request every 50 ms until `until` resolves. */
async function sampleHealth(baseUrl, until) {
  const samples = [];
  let done = false;
  void until.then(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return samples;
}

/** The bench part: Markdown with the report's size and time and the health check's latency. */
export async function run({ log }) {
  const rounds = Number(option('rounds', '3'));
  if (!process.argv.includes('--no-build')) {
    log('building the contracts and the backend');
    for (const workspace of ['packages/contracts', 'backend']) {
      const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
      if (build.status !== 0) throw new Error(`${workspace} build failed`);
    }
  }
  const port = Number(process.env.BENCH_REPORT_PORT ?? 3450);
  const baseUrl = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'flourishly-bench-report-'));
  const databaseFile = join(dir, 'bench.sqlite');
  const server = startBackend({ port, databaseUrl: databaseFile, env: { SERVE_STATIC: 'false' } });
  try {
    await waitFor(`${baseUrl}/api/health`, server);
    const { call } = apiClient(baseUrl);
    const { child } = await seedParentWithChild(call, 'bench.report');
    const form = await call('GET', `/api/child-profiles/${child.id}/milestone-checklist`);
    const answers = Object.fromEntries(form.checklist.items.map((item, index) => [item.key, index % 4 === 0 ? 'not-yet' : 'yes']));
    await call('POST', `/api/child-profiles/${child.id}/assessments`, { checklistKey: form.checklist.key, answers });
    const count = copyAssessments(databaseFile, child.id);
    const { token } = await call('POST', `/api/child-profiles/${child.id}/report-links`, { expiresInDays: 30 });
    log(`  seeded ${count} assessments on one child`);

    // Each round opens the link 11 times (1 + 10 PDFs): 3 rounds stay under its 60 opens a minute.
    const json = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/api/shared-reports/${token}`);
      const body = await response.arrayBuffer();
      if (!response.ok) throw new Error(`shared report: ${response.status}`);
      json.push({ ms: performance.now() - started, bytes: body.byteLength });
    }
    const jsonMs = percentile(
      json.map((sample) => sample.ms),
      50,
    );
    log(`  shared report JSON: ${json[0].bytes} bytes, median ${ms(jsonMs)} ms`);

    const idle = await sampleHealth(baseUrl, new Promise((resolve) => setTimeout(resolve, 2_000)));
    const busy = [];
    const pdfTimes = [];
    let pdfBytes = 0;
    for (let round = 0; round < Math.min(rounds, 4); round += 1) {
      const pdfs = Promise.all(
        Array.from({ length: PARALLEL_PDFS }, async () => {
          const started = performance.now();
          const response = await fetch(`${baseUrl}/api/shared-reports/${token}/pdf`);
          const body = await response.arrayBuffer();
          if (!response.ok) throw new Error(`report PDF: ${response.status}`);
          pdfTimes.push(performance.now() - started);
          pdfBytes = body.byteLength;
        }),
      );
      busy.push(...(await sampleHealth(baseUrl, pdfs)));
      await pdfs;
    }
    const p99 = percentile(busy, 99);
    log(`  health alone: p50 ${ms(percentile(idle, 50))} ms, p99 ${ms(percentile(idle, 99))} ms`);
    log(`  health during ${PARALLEL_PDFS} parallel PDFs: p50 ${ms(percentile(busy, 50))} ms, p99 ${ms(p99)} ms (${busy.length} samples)`);
    return [
      `## Report with ${count.toLocaleString('en-IN')} assessments on one child (SQLite)`,
      '',
      '| Measure | Value | Target | Met |',
      '| --- | ---: | --- | --- |',
      `| Shared report JSON size | ${json[0].bytes.toLocaleString('en-IN')} bytes | bounded | |`,
      `| Shared report JSON time (median of 5) | ${ms(jsonMs)} ms | | |`,
      `| Report PDF size | ${pdfBytes.toLocaleString('en-IN')} bytes | | |`,
      `| Report PDF time under load (p50 / max) | ${ms(percentile(pdfTimes, 50))} / ${ms(Math.max(...pdfTimes))} ms | | |`,
      `| Health p50 / p99, idle | ${ms(percentile(idle, 50))} / ${ms(percentile(idle, 99))} ms | | |`,
      `| Health p50 / p99, ${PARALLEL_PDFS} parallel PDFs | ${ms(percentile(busy, 50))} / ${ms(p99)} ms | p99 < ${HEALTH_P99_TARGET_MS} ms | ${p99 < HEALTH_P99_TARGET_MS ? 'yes' : 'no'} |`,
    ].join('\n');
  } finally {
    await stop(server);
    rmSync(dir, { recursive: true, force: true });
  }
}
