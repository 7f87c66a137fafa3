// Two votes settling different clips may lock the same users' balance rows in opposite orders (the owner of
// one clip reviewed the other). PostgreSQL then aborts one transaction with a deadlock error; running it
// again is the documented remedy, and a vote's transaction is safe to repeat (nothing happened).
const DEADLOCK = '40P01';
const ATTEMPTS = 3;

function isDeadlock(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === DEADLOCK) return true;
  }
  return false;
}

export async function retryOnDeadlock<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isDeadlock(err)) throw err;
    }
  }
}
