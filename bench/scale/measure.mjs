// The measured requests of the scale bench and the loop that times them (sequential, after a warm-up:
// one request at a time is what latency targets are about; throughput is bench/api's business).

const WARMUP = 20;
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 200);

export async function signIn(app, email, password) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${res.statusCode}: ${res.body}`);
  const token = res.json().data?.accessToken;
  if (typeof token !== 'string')
    throw new Error(`sign-in of ${email} gave no token: ${res.body.slice(0, 300)}`);
  return token;
}

/**
 * The cases, each a GET with the token of who would call it, or `request(i)`, the i-th request of a case whose
 * requests differ (a vote goes to a new clip each time).
 */
export async function cases({ app, admin, heavy, typical, reviewer, voteClips }) {
  const adminToken = await signIn(app, admin.email, admin.password);
  const reviewerToken = await signIn(app, reviewer, admin.password);
  const heavyToken = await signIn(app, heavy, admin.password);
  const typicalToken = await signIn(app, typical, admin.password);
  const me = await app.inject({ method: 'GET', url: '/api/v1/users/current', headers: bearer(heavyToken) });
  if (me.statusCode !== 200) throw new Error(`/users/current answered ${me.statusCode}: ${me.body}`);
  const heavyId = me.json().data._id;
  const asAdmin = (name, url, extra = {}) => ({ name, url, token: adminToken, ...extra });
  // The admin console and the contributor dashboard page with page and limit (10 and 5 rows); the lists
  // answer `data` as an array with `meta` beside it (issue 25), which `measure` checks on the first answer.
  const list = { list: true };
  return [
    asAdmin('admin list, page 1, no filter', '/recordings/admin?page=1&limit=10', list),
    asAdmin('admin list, language filter', '/recordings/admin?language=Hindi&page=1&limit=10', list),
    asAdmin('admin list, quality pending', '/recordings/admin?quality=pending&page=1&limit=10', list),
    asAdmin(
      'admin list, language + domain + quality',
      '/recordings/admin?language=Tamil&domain=retail&quality=poor&page=1&limit=10',
      list,
    ),
    asAdmin(
      'admin list, one user (2,000 recordings)',
      `/recordings/admin?user=${heavyId}&page=1&limit=10`,
      list,
    ),
    asAdmin('admin list, page 100 (offset 990)', '/recordings/admin?page=100&limit=10', list),
    asAdmin('admin list, page 10,000 (offset 99,990)', '/recordings/admin?page=10000&limit=10', {
      ...list,
      target: false,
      samples: 30,
      note: 'deep OFFSET, reported only',
    }),
    asAdmin('admin list without paging parameters (newest 1,000)', '/recordings/admin', {
      ...list,
      target: false,
      samples: 30,
      note: "the original front end's call, reported only",
    }),
    asAdmin('admin stats', '/users/admin/stats'),
    asAdmin('admin users, page 1', '/users/admin/users?page=1&limit=10', list),
    asAdmin('admin users without paging parameters (newest 1,000)', '/users/admin/users', {
      ...list,
      target: false,
      samples: 30,
      note: "the original front end's call, reported only",
    }),
    {
      name: 'contributor recordings page (~10 total)',
      url: '/users/recordings?page=1&limit=5',
      token: typicalToken,
      ...list,
    },
    {
      name: 'contributor recordings page (2,000 total)',
      url: '/users/recordings?page=1&limit=5',
      token: heavyToken,
      ...list,
    },
    { name: 'contributor stats (2,000 recordings)', url: '/users/contribution-stats', token: heavyToken },
    { name: 'contributor incentives (1,500 ledger rows)', url: '/users/incentives', token: heavyToken },
    // Peer review (issue 21), with 5,000,000 votes: the Listen page's next clip, and a Yes vote on a pending
    // clip (every other one already has a Yes, so half of them decide the clip and pay both reviewers).
    {
      name: 'review: next clip (Hindi, 5 M votes)',
      url: '/reviews/next?language=Hindi',
      token: reviewerToken,
      targetMs: 20,
    },
    {
      name: 'review: a vote (half decide their clip)',
      token: reviewerToken,
      targetMs: 20,
      samples: Math.min(SAMPLES, voteClips.length - WARMUP - 1),
      request: (i) => ({
        method: 'POST',
        url: `/api/v1/reviews/${voteClips[i]}/vote`,
        payload: { vote: 'up' },
        headers: bearer(reviewerToken),
      }),
    },
  ];
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** A list answers an array in `data` and its paging in `meta` and X-Total-Count (issue 25). */
function checkListShape(c, res) {
  const body = res.json();
  const limit = Number(new URL(c.url, 'http://x').searchParams.get('limit') ?? 1000);
  if (!Array.isArray(body.data) || body.data.length > limit || typeof body.meta?.total !== 'number')
    throw new Error(`${c.name}: not a list page: ${res.body.slice(0, 200)}`);
  if (res.headers['x-total-count'] !== String(body.meta.total))
    throw new Error(
      `${c.name}: X-Total-Count ${res.headers['x-total-count']} ≠ meta.total ${body.meta.total}`,
    );
}

function percentile(sorted, p) {
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, i)] * 10) / 10;
}

export async function measure(app, casesPromise, log) {
  const results = [];
  for (const c of await casesPromise) {
    const get = { method: 'GET', url: `/api/v1${c.url}`, headers: bearer(c.token) };
    const requestOf = c.request ?? (() => get);
    let sent = 0;
    const send = () => app.inject(requestOf(sent++));
    const first = await send();
    if (first.statusCode !== 200)
      throw new Error(`${c.name}: ${first.statusCode} ${first.body.slice(0, 200)}`);
    if (c.list) checkListShape(c, first);
    const samples = c.samples ?? SAMPLES;
    for (let i = 0; i < Math.min(WARMUP, samples); i++) await send();
    const times = [];
    for (let i = 0; i < samples; i++) {
      const started = performance.now();
      const res = await send();
      times.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} during the run`);
    }
    times.sort((a, b) => a - b);
    const result = {
      name: c.name,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: Math.round(times.at(-1) * 10) / 10,
      samples,
      target: c.target,
      targetMs: c.targetMs,
      note: c.note,
    };
    log(`${c.name}: p95 ${result.p95} ms, p50 ${result.p50} ms`);
    results.push(result);
  }
  return results;
}
