// Types for make-read-check-set.mjs, so the server's TypeScript tests and the calibration can call it.
import type { RecordingLanguage } from '@dhvani/contract/enums';

export type ReadCheckSetClass = 'text' | 'different' | 'half' | 'twice';

export interface ReadCheckSetItem {
  file: string;
  id: string;
  language: RecordingLanguage;
  domain: string;
  split: 'tune' | 'held-out';
  sentences: number;
  class: ReadCheckSetClass;
  engine: 'espeak' | 'festival';
  /** The text the clip was issued for, and what it really says. */
  text: string;
  spoken: string;
  recipe: Record<string, unknown>;
}

export interface ReadCheckSetOptions {
  out?: string;
  languages?: RecordingLanguage[];
  /** Sentences per language (spread over its domains); all when unset. */
  sentences?: number;
  /** Texts of three sentences per language. */
  multi?: number;
  engine?: 'espeak' | 'festival';
  split?: 'tune' | 'held-out';
  workers?: number;
  force?: boolean;
}

export declare const READ_CHECK_SET_DIR: string;
export declare const CLASSES: ReadCheckSetClass[];
export declare function makeReadCheckSet(
  options?: ReadCheckSetOptions,
): Promise<{ dir: string; items: ReadCheckSetItem[]; generated: number }>;
