// API throughput cases (issue 8 §1): each endpoint under autocannon, median of BENCH_API_ROUNDS rounds,
// with the bare Fastify hello-world measured in the same rounds as the yardstick.
import { median, round } from '../lib/stats.mjs';
import { API_CONNECTIONS, API_SECONDS, measure } from './autocannon-case.mjs';

const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const CURRENT_USER_MIN_RATIO = 0.5;
const WARM_UP_SECONDS = 2;

function apiCases(base, token) {
  const auth = { authorization: `Bearer ${token}` };
  return [
    { name: 'GET /api/v1/health', url: `${base}/api/v1/health` },
    {
      name: 'GET /users/current',
      url: `${base}/api/v1/users/current`,
      headers: auth,
      minRatio: CURRENT_USER_MIN_RATIO,
    },
    { name: 'GET /users/recordings (100 rows)', url: `${base}/api/v1/users/recordings`, headers: auth },
    {
      name: 'POST /recordings/generate-paragraph',
      url: `${base}/api/v1/recordings/generate-paragraph`,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ language: 'Hindi', domain: 'healthcare' }),
    },
  ];
}

function summarise(runs) {
  return {
    reqPerSec: round(median(runs.map((r) => r.reqPerSec)), 0),
    p50Ms: round(median(runs.map((r) => r.p50Ms)), 1),
    p99Ms: round(median(runs.map((r) => r.p99Ms)), 1),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
  };
}

/**
 * Runs every case (or those named in `only`); `log` gets progress lines; `engine`, when given, is added to
 * the row names. Returns result rows for the report.
 */
export async function runApiCases({ server, bare, token, log, only = null, engine = null }) {
  const cases = apiCases(server.url, token).filter((c) => !only || only.includes(c.name));
  const named = (name) => (engine ? `${name}, ${engine}` : name);
  const runs = new Map([['bare', []], ...cases.map((c) => [c.name, []])]);
  // A short unrecorded run of each first, so no recorded round includes JIT warm-up (of either server or
  // of the load generator itself).
  log(`API warm-up: ${WARM_UP_SECONDS} s per case`);
  await measure({ url: `${bare.url}/`, seconds: WARM_UP_SECONDS });
  for (const c of cases) await measure({ ...c, seconds: WARM_UP_SECONDS });
  for (let r = 1; r <= ROUNDS; r++) {
    log(`API round ${r}/${ROUNDS}: ${API_CONNECTIONS} connections, ${API_SECONDS} s per case`);
    runs.get('bare').push(await measure({ url: `${bare.url}/` }));
    for (const c of cases) runs.get(c.name).push(await measure(c));
  }
  const bareSummary = summarise(runs.get('bare'));
  const rows = [
    {
      group: 'api',
      name: named('bare Fastify hello-world (yardstick)'),
      value: bareSummary.reqPerSec,
      unit: 'req/s',
      display: `${bareSummary.reqPerSec} req/s, p50 ${bareSummary.p50Ms} ms, p99 ${bareSummary.p99Ms} ms`,
      target: null,
      pass: null,
      detail: { ...bareSummary, rounds: ROUNDS },
    },
  ];
  for (const c of cases) {
    const s = summarise(runs.get(c.name));
    const ratio = round(s.reqPerSec / bareSummary.reqPerSec, 2);
    const clean = s.non2xx === 0 && s.errors === 0;
    const failures = clean ? '' : `, ${s.non2xx} non-2xx, ${s.errors} errors`;
    rows.push({
      group: 'api',
      name: named(c.name),
      value: s.reqPerSec,
      unit: 'req/s',
      display: `${s.reqPerSec} req/s (${ratio}× bare), p50 ${s.p50Ms} ms, p99 ${s.p99Ms} ms${failures}`,
      target: c.minRatio ? `≥ ${c.minRatio}× bare, all 2xx` : 'all 2xx',
      pass: clean && (c.minRatio ? ratio >= c.minRatio : true),
      detail: { ...s, ratioToBare: ratio, rounds: ROUNDS },
    });
  }
  return rows;
}
