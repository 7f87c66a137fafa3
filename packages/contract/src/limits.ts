// Business constants of SPEC §9 that both web and server rely on (the browser's own are in apps/web/src/lib/limits.ts).
export const API_BASE_PATH = '/api/v1';
export const MAX_RECORDING_SECONDS = 120;
export const RECORDING_SAMPLE_RATE = 16_000;
/** 125 s of 16 kHz 16-bit mono (4,000,000 bytes) plus room for WAV headers. */
export const MAX_UPLOAD_BYTES = 4_100_000;
export const OTP_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 6;
export const PHONE_PATTERN = /^[6-9]\d{9}$/;
/**
 * Lists answer at most this many rows, and this many when the client sends no paging parameters
 * (issue 25: the original front end reads whole lists; issue 17: nothing may ask for a million rows). A
 * contributor's own list is smaller: its rows carry paragraphs of up to 5,000 characters each.
 */
export const LIST_LIMITS = {
  admin: { defaultLimit: 1000, maxLimit: 1000 },
  ownRecordings: { defaultLimit: 100, maxLimit: 100 },
} as const;
