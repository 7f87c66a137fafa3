// Types for make-audio-fixtures.mjs, so the server's TypeScript tests can call it.
export type FixtureLanguage = 'en' | 'hi' | 'ta' | 'bn';
export interface AudioFixtureManifest {
  texts: Record<FixtureLanguage, string>;
  files: Record<string, { hash: string; recipe: Record<string, unknown> }>;
}
export declare const AUDIO_FIXTURES_DIR: string;
export declare const SPEECH_TEXTS: Record<FixtureLanguage, string>;
export declare const SNRS_DB: number[];
export declare function ensureAudioFixtures(): {
  dir: string;
  generated: number;
  manifest: AudioFixtureManifest;
};
export declare function speakPcm(
  text: string,
  voice: string,
  opts?: { wordsPerMinute?: number; padSeconds?: number },
): Buffer;
