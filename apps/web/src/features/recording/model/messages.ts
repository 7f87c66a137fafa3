// User-facing text of the recording flow, verbatim from SPEC §8 and §9.
export const RECORDING_MESSAGES = {
  paragraphFailed: 'Failed to generate paragraph. Please try again.',
  microphone: 'Microphone access denied or not available. Please check your browser permissions.',
  uploadFailed: 'Something went wrong while uploading or evaluating. Try again.',
  noRecordingId: "Server didn't return a recording ID.",
  maxDuration: 'Maximum duration reached',
  consentFailed: 'We could not save your consent. Please try again.',
} as const;

export function fallbackParagraph(domain: string, language: string): string {
  return `Please read the following ${domain} related text in ${language}: The quick brown fox jumps over the lazy dog.`;
}
