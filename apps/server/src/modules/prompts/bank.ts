// The built-in prompt bank: sentence-level items per language and domain, kept as data (one JSON
// file per language) so that reviewers who read the language can edit it without touching code.
// Importing the JSON (rather than reading it from disk) makes tsc emit it next to the compiled code.
import type { Domain, RecordingLanguage } from '@dhvani/contract/enums';
import bengali from './bank/bengali.json' with { type: 'json' };
import english from './bank/english.json' with { type: 'json' };
import gujarati from './bank/gujarati.json' with { type: 'json' };
import hindi from './bank/hindi.json' with { type: 'json' };
import kannada from './bank/kannada.json' with { type: 'json' };
import malayalam from './bank/malayalam.json' with { type: 'json' };
import odia from './bank/odia.json' with { type: 'json' };
import punjabi from './bank/punjabi.json' with { type: 'json' };
import tamil from './bank/tamil.json' with { type: 'json' };
import telugu from './bank/telugu.json' with { type: 'json' };

export type BankItems = Readonly<Record<Domain, readonly string[]>>;

// The annotation makes a missing domain in any file a compile error, not a runtime surprise.
const BANK: Readonly<Record<RecordingLanguage, BankItems>> = {
  English: english,
  Hindi: hindi,
  Tamil: tamil,
  Telugu: telugu,
  Gujarati: gujarati,
  Punjabi: punjabi,
  Odia: odia,
  Kannada: kannada,
  Bengali: bengali,
  Malayalam: malayalam,
};

export function bankItems(language: RecordingLanguage, domain: Domain): readonly string[] {
  return BANK[language][domain];
}
