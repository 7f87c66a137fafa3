// One autocannon measurement (50 connections for 10 s by default) and its summary: requests per second, p50
// and p99 latency, and how many answers were not 2xx (a case that errors is reported as failed, not as fast).
import autocannon from 'autocannon';

export const API_CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 50);
export const API_SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);

export async function measure({ url, method = 'GET', headers = {}, body, seconds = API_SECONDS }) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections: API_CONNECTIONS,
    duration: seconds,
  });
  return {
    reqPerSec: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
