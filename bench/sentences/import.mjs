#!/usr/bin/env node
// Issue 32: an admin imports BENCH_SENTENCE_LINES (100,000) sentences. Starts its own production server (fresh
// PGlite, local storage), uploads the file through the admin API, waits for the check (the dry run), imports
// it and waits for the import, then imports the same file again (nothing may be added). Reports sentences a
// minute for the check and for the whole (upload, check and import), the import's own seconds, and the
// server's peak resident memory during it all against the server's budget. Prints the usual JSON line of
// cases (bench/README.md).
import { openAsBlob, rmSync } from 'node:fs';
import path from 'node:path';
import { signIn } from '../lib/api-client.mjs';
import { rssOf, trackPeakRss } from '../lib/processes.mjs';
import { startBenchServer } from '../lib/production-server.mjs';
import { round } from '../lib/stats.mjs';
import { writeSentenceFile } from './make-file.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const LINES = Number(process.env.BENCH_SENTENCE_LINES ?? 100_000);
const PER_MINUTE_TARGET = 50_000;
const RSS_TARGET_MB = 300;
const log = (m) => console.error(`[sentences ${new Date().toISOString().slice(11, 19)}] ${m}`);

async function call(base, token, method, url, body) {
  const res = await fetch(`${base}/api/v1${url}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${json.message}`);
  return json.data;
}

async function until(base, token, id, states) {
  for (;;) {
    const item = await call(base, token, 'GET', `/admin/sentence-imports/${id}`);
    if (states.includes(item.state)) return item;
    if (item.state === 'failed') throw new Error(`the import failed: ${item.error}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Upload, check and import of the file; the seconds of each step as the bench sees them. */
async function importFile(base, token, file) {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    language: 'Hindi',
    domain: 'retail',
    source: 'Bench',
    licence: 'CC0-1.0',
  }))
    form.append(k, v);
  form.append('file', await openAsBlob(file), 'bench.txt');
  const t0 = performance.now();
  const created = await call(base, token, 'POST', '/admin/sentence-imports', form);
  const checked = await until(base, token, created._id, ['checked']);
  const t1 = performance.now();
  await call(base, token, 'POST', `/admin/sentence-imports/${created._id}/import`);
  const imported = await until(base, token, created._id, ['imported']);
  const t2 = performance.now();
  return { checked, imported, checkSeconds: (t1 - t0) / 1000, importSeconds: (t2 - t1) / 1000 };
}

const { work, admin, server } = await startBenchServer(root, 'sentences');
const cases = [];
try {
  const file = path.join(work, 'bench.txt');
  const { good } = await writeSentenceFile(file, LINES);
  const { accessToken: token } = await signIn(server.url, admin.email, admin.password);
  const beforeMb = round(rssOf(server.pid) / 2 ** 20, 0);
  const peak = await trackPeakRss(server.pid);
  log(`importing ${LINES} lines (${good} good)`);
  const first = await importFile(server.url, token, file);
  log('importing the same file again');
  const again = await importFile(server.url, token, file);
  const peakMb = round(peak.stop() / 2 ** 20, 0);

  const total = first.checkSeconds + first.importSeconds;
  const perMinute = round((first.imported.imported / total) * 60, 0);
  cases.push(
    {
      name: `import of ${LINES} lines: sentences a minute (upload, check and import)`,
      value: perMinute,
      unit: '/min',
      target: `≥ ${PER_MINUTE_TARGET.toLocaleString('en')}`,
      pass: perMinute >= PER_MINUTE_TARGET && first.imported.imported === good,
      display: `${perMinute.toLocaleString('en')}/min: ${first.imported.imported} added in ${round(total, 1)} s (check ${round(first.checkSeconds, 1)} s, import ${round(first.importSeconds, 1)} s)`,
      added: first.imported.imported,
      expected: good,
      checkSeconds: round(first.checkSeconds, 2),
      importSeconds: round(first.importSeconds, 2),
    },
    {
      name: `import of ${LINES} lines: server peak RSS`,
      value: peakMb,
      unit: 'MB',
      target: `≤ ${RSS_TARGET_MB} MB`,
      pass: peakMb <= RSS_TARGET_MB,
      display: `${peakMb} MB (${beforeMb} MB before the import)`,
      beforeMb,
      method: peak.method,
    },
    {
      name: `import of ${LINES} lines again: sentences added`,
      value: again.imported.imported,
      unit: '',
      target: '0',
      pass: again.imported.imported === 0 && again.checked.report.accepted === 0,
      display: `${again.imported.imported} added (${again.checked.report.rejected.duplicate ?? 0} duplicates)`,
    },
  );
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
for (const c of cases) {
  const verdict = c.pass === undefined ? 'info' : c.pass ? 'ok  ' : 'FAIL';
  log(
    `${verdict} ${c.name}: ${c.display ?? `${c.value} ${c.unit}`}${c.target ? ` (target ${c.target})` : ''}`,
  );
}
console.log(JSON.stringify({ cases }));
