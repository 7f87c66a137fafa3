// User-facing text of unsent recordings (kept on the device until the server has stored and graded them).
export const UNSENT_MESSAGES = {
  heading: 'Recordings not sent yet',
  intro: 'These recordings are saved on this device. Send them now, or discard them.',
  send: 'Send',
  sending: 'Sending…',
  discard: 'Discard',
  unfinished: 'Stopped before the end',
  sent: (quality: string, tokens: number) => `Recording sent: ${quality}, ${tokens} tokens.`,
  sendFailed: 'Could not send the recording. It is still saved on this device; try again later.',
  discarded: 'Recording discarded.',
  leaveWarning: 'A recording has not been sent yet. If you leave, it stays on this device until you send it.',
  waitingForNetwork: 'Waiting for the network…',
} as const;
