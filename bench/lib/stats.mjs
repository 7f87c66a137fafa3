// Small statistics helpers: benchmarks report medians, never a single run.

/** The median; for an even count the mean of the two middle values. */
export function median(values) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const round = (value, digits = 1) =>
  value === null || value === undefined ? null : Number(value.toFixed(digits));
