// The contributor dashboard's figures and formats (SPEC §9 "Dashboard figures"), as pure functions so the
// web shows them and tests pin them without a browser.

export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data',
  tryAgain: 'Try Again',
  pending: 'Pending',
  noTokens: '--',
} as const;

/** Minutes contributed: total seconds / 60, rounded to the nearest minute. */
export function minutesContributed(totalSeconds: number): number {
  return Math.round(totalSeconds / 60);
}

/** The stats' total, or the length of the list when the stats have none (SPEC §9). */
export function totalRecordingsOf(statsTotal: number | null | undefined, listLength: number): number {
  return typeof statsTotal === 'number' && statsTotal > 0 ? statsTotal : listLength;
}

export function distinctLanguages(items: ReadonlyArray<{ language: string }>): number {
  return new Set(items.map((i) => i.language)).size;
}

/**
 * The one rounding rule for a clip's length (issue 24: the Thank You step said 0:16 where the dashboard said
 * 0:17 for the same 16.6 s): whole seconds, to the nearest. Every page shows a duration through this.
 */
export function wholeSeconds(seconds: number): number {
  return Math.max(0, Math.round(seconds));
}

/** m:ss, e.g. 75.4 s -> '1:15' (whole seconds, rounded). */
export function formatDuration(seconds: number): string {
  const whole = wholeSeconds(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** en-GB day, short month, year: '5 Mar 2025'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** 'web' -> 'Web'. */
export function capitalise(value: string): string {
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : value;
}

/** Tokens credited for one recording, looked up by its id; '--' when there are none. */
export function tokensLabel(tokensByRecording: ReadonlyMap<string, number>, recordingId: string): string {
  const amount = tokensByRecording.get(recordingId);
  return amount === undefined ? DASHBOARD_MESSAGES.noTokens : String(amount);
}
