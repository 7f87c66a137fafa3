// Launch options for Debian's Chromium with fake media devices. playwright.config.ts uses the defaults
// for every test. A spec file that needs other devices overrides them at its top level (launch
// options force a new worker, so Playwright refuses them inside a describe block):
//
//   test.use({ launchOptions: chromiumLaunchOptions({ video: 'qr-text.y4m' }) });
//   test.use({ launchOptions: chromiumLaunchOptions({ fakeUi: false }) }); // microphone refused
//
// Checked here: without the fake-UI switch headless Chromium dismisses the prompt and getUserMedia
// rejects with NotAllowedError. Context permissions (`permissions: []`) do NOT deny it while the
// switch is on, so a refused-microphone test needs its own file with `fakeUi: false`.
import type { LaunchOptions } from '@playwright/test';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CHROMIUM_PATH = '/usr/bin/chromium';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURES_DIR = join(root, 'fixtures', 'generated');

export function fixturePath(name: string): string {
  return join(FIXTURES_DIR, name);
}

export interface FakeMediaOptions {
  /** WAV in fixtures/generated played (looped) by the fake microphone. */
  audio?: string;
  /** y4m in fixtures/generated shown (looped) by the fake camera. */
  video?: string;
  /** Auto-accept camera and microphone prompts. Off: the prompt is dismissed, access is refused. */
  fakeUi?: boolean;
  /** Extra Chromium switches. */
  args?: string[];
}

export function chromiumLaunchOptions(options: FakeMediaOptions = {}): LaunchOptions {
  const { audio = 'speech-en.wav', video = 'qr-recording.y4m', fakeUi = true, args = [] } = options;
  return {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // The recorder starts its AudioContext on a click; tests that probe audio from page.evaluate
      // have no click, so let audio start without a gesture.
      '--autoplay-policy=no-user-gesture-required',
      ...(fakeUi ? ['--use-fake-ui-for-media-stream'] : []),
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${fixturePath(audio)}`,
      `--use-file-for-fake-video-capture=${fixturePath(video)}`,
      ...args,
    ],
  };
}
