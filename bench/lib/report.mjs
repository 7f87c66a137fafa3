// The bench's output: one table on stdout, bench/results/latest.json (everything, machine-readable) and one
// line appended to bench/results/history.jsonl (the headline values, to follow a trend across commits).
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function statusOf(row) {
  if (row.status) return row.status;
  if (row.pass === true) return 'pass';
  if (row.pass === false) return 'FAIL';
  return 'info';
}

export const notAvailable = (group, name, why) => ({ group, name, status: 'not available', display: why });
export const errored = (group, name, err) => ({
  group,
  name,
  status: 'error',
  display: String(err?.message ?? err)
    .split('\n')[0]
    .slice(0, 200),
});

function pad(text, width) {
  const s = String(text ?? '');
  return s.length > width ? `${s.slice(0, width - 1)}…` : s.padEnd(width);
}

// The order the groups are shown in, whatever order they ran in.
const GROUPS = ['api', 'upload', 'analyser', 'web', 'scale'];
export const byGroup = (rows) =>
  rows
    .map((r, i) => ({ r, i }))
    .sort((a, b) => GROUPS.indexOf(a.r.group) - GROUPS.indexOf(b.r.group) || a.i - b.i)
    .map(({ r }) => r);

export function printTable(rows, write = console.log) {
  const widths = { group: 8, name: 54, result: 80, target: 24, status: 13 };
  const line = (g, n, r, t, s) =>
    `| ${pad(g, widths.group)} | ${pad(n, widths.name)} | ${pad(r, widths.result)} | ${pad(t, widths.target)} | ${pad(s, widths.status)} |`;
  write(line('group', 'case', 'result', 'target', 'status'));
  write(
    `|${Object.values(widths)
      .map((w) => '-'.repeat(w + 2))
      .join('|')}|`,
  );
  for (const r of byGroup(rows)) write(line(r.group, r.name, r.display, r.target ?? '—', statusOf(r)));
}

export function writeResults(root, { git, machine, startedAt, rows, options }) {
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const finishedAt = new Date();
  const cases = byGroup(rows).map((r) => ({
    group: r.group,
    name: r.name,
    value: r.value ?? null,
    unit: r.unit ?? null,
    result: r.display,
    target: r.target ?? null,
    pass: r.pass ?? null,
    status: statusOf(r),
    detail: r.detail ?? null,
  }));
  const latest = {
    commit: git.commit,
    dirty: git.dirty,
    date: finishedAt.toISOString(),
    durationSeconds: Math.round((finishedAt.getTime() - startedAt.getTime()) / 1000),
    machine,
    options,
    summary: {
      pass: cases.filter((c) => c.status === 'pass').length,
      fail: cases.filter((c) => c.status === 'FAIL').length,
      error: cases.filter((c) => c.status === 'error').length,
      notAvailable: cases.filter((c) => c.status === 'not available').length,
    },
    cases,
  };
  writeFileSync(path.join(dir, 'latest.json'), `${JSON.stringify(latest, null, 2)}\n`);
  const history = {
    commit: git.shortCommit,
    dirty: git.dirty,
    date: latest.date,
    machine: `${machine.cores}× ${machine.cpu}, node ${machine.node}`,
    load: machine.loadAverage1m,
    cases: Object.fromEntries(cases.map((c) => [c.name, { value: c.value, unit: c.unit, status: c.status }])),
  };
  appendFileSync(path.join(dir, 'history.jsonl'), `${JSON.stringify(history)}\n`);
  return latest;
}
