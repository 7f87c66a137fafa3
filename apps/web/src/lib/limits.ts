// SPEC §9 constants only the browser uses (the ones the server shares are in @dhvani/contract/limits).
export const REQUEST_TIMEOUT_MS = 120_000;
export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  /** Set once a session has started on this device (lib/returning-device.ts). */
  signedInBefore: 'signedInBefore',
} as const;
export const DEMO_RECORDING_SECONDS = 30;
export const CONTRIBUTOR_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE = 10;
export const DELETE_ACCOUNT_PHRASE = 'DELETE MY ACCOUNT';
export const NAV_SOLID_SCROLL_PX = 10;
