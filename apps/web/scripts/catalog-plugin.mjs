// Vite plugin: precompiles the message catalogs (src/locales/<lang>/<namespace>.json) at build time, so the
// browser gets ICU messages as ASTs and never ships the ICU parser (docs/decisions/0017-i18n-library.md).
// A message without placeholders, plurals or tags stays a plain string; a message that does not parse
// fails the build with its file and key.
import { parse } from '@formatjs/icu-messageformat-parser';

const CATALOG = /[\\/]src[\\/]locales[\\/][a-z]{2}[\\/][a-z-]+\.json$/;

/** One catalog's JSON text with every message compiled; throws on a message that does not parse. */
export function compileCatalog(source, file = 'catalog') {
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${key}" must be a string`);
    let ast;
    try {
      ast = parse(message, { requiresOtherClause: true });
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message (${error.message})`);
    }
    // type 0 is a literal: the message is plain text once '' escapes are resolved.
    compiled[key] = ast.length === 1 && ast[0].type === 0 ? ast[0].value : ast.length === 0 ? '' : ast;
  }
  return JSON.stringify(compiled);
}

export function catalogPlugin() {
  return {
    name: 'dhvani:precompiled-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!CATALOG.test(file) || file.endsWith('meta.json')) return null;
      return { code: compileCatalog(code, file), map: null };
    },
  };
}
