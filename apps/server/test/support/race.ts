// Which database a "concurrent" test proves its race on. PGlite has one connection and runs one transaction
// at a time (the others queue behind it): concurrent requests still interleave between their statements,
// but two transactions never overlap, so a race between transactions (both see no row, both insert) cannot
// happen there. On PostgreSQL (DATABASE_URL, the `npm run test:pg` leg) each request takes its own pooled
// connection and the transactions do overlap: only that leg proves those races. The test's title says so.
export const transactionsOverlap = Boolean(process.env.DATABASE_URL);

export function raceTitle(title: string): string {
  return transactionsOverlap
    ? `${title} [PostgreSQL: transactions overlap, the race is proven]`
    : `${title} [PGlite runs transactions one at a time: only the PostgreSQL leg proves the race]`;
}
