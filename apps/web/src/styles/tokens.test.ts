// The design tokens are the only colours and type sizes the app uses (issue 24's visual pass). index.css
// switches Tailwind's palette and type scale off, so a stray `text-slate-700` would build nothing and show
// as unstyled text; this names the file instead.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(path);
    // class-merge.ts names kinds of utility ('text-color'), not classes.
    const skip = /\.test\.tsx?$/.test(entry.name) || entry.name === 'class-merge.ts';
    return /\.(tsx?|css)$/.test(entry.name) && !skip ? [path] : [];
  });
}

const css = readFileSync(join(src, 'styles/index.css'), 'utf8');
const tokens = (kind: string) =>
  [...css.matchAll(new RegExp(`--${kind}-([a-z0-9-]+):`, 'g'))].map((m) => m[1]!);
const colours = new Set(tokens('color'));
const sizes = new Set(tokens('text').filter((name) => !name.includes('--')));

const COLOUR_UTILITY =
  /(?<![\w-])(?:text|bg|border|ring|divide|outline|from|via|to|fill|stroke|decoration|placeholder|accent|caret)-((?:[a-z]+-)*[a-z]+)(?:-(\d{2,3}))?(?=[\s'"`/]|$)/g;
const NOT_COLOURS =
  /^(xs|sm|base|lg|\d?xl|left|center|right|justify|start|end|wrap|nowrap|balance|pretty|ellipsis|clip|transparent|current|inherit|none|solid|dashed|dotted|double|hidden|inset|offset|auto|gradient-to-[a-z]+|x|y|t|r|b|l|s|e|full|screen|min|max|fit|px|underline|overline)$/;
/** Element ids that look like utilities. */
const IDS = /^(title|section)$/;

function offences(text: string): string[] {
  const found: string[] = [];
  for (const [whole, name, shade] of text.matchAll(COLOUR_UTILITY)) {
    // No token has a numbered shade, so `red-700` is Tailwind's palette whatever its name.
    if (shade || !(colours.has(name!) || NOT_COLOURS.test(name!) || IDS.test(name!))) found.push(whole);
  }
  for (const [whole] of text.matchAll(/(?<![\w-])[a-z-]+-\[#[0-9a-fA-F]+\]/g)) found.push(whole);
  for (const [whole, size] of text.matchAll(
    /(?<![\w-])text-(\d?xl|xs|sm|base|lg|\[[^\]]+\])(?=[\s'"`]|$)/g,
  )) {
    if (!sizes.has(size!)) found.push(whole);
  }
  return found;
}

describe('design tokens', () => {
  it('defines the five brand colours and one type scale', () => {
    for (const brand of ['light-yellow', 'midnight-green', 'tea-green', 'nyanza', 'cadet-gray'])
      expect(colours).toContain(brand);
    expect([...sizes]).toEqual(expect.arrayContaining(['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl']));
  });

  it('is all that the source uses for colour and font size', () => {
    const found = sourceFiles(src).flatMap((file) =>
      offences(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')).map(
        (what) => `${file.slice(src.length + 1)}: ${what}`,
      ),
    );
    expect(found).toEqual([]);
  });
});
