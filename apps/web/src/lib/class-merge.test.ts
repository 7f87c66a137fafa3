import { describe, expect, it } from 'vitest';
import { extendTailwindMerge } from 'tailwind-merge';
import { mergeClasses } from './class-merge';
import index from '../styles/index.css?raw';

describe('mergeClasses', () => {
  it('keeps the later of two classes that set the same thing', () => {
    expect(mergeClasses('px-4 py-2 px-0')).toBe('py-2 px-0');
    expect(mergeClasses('bg-midnight-green text-white bg-nyanza')).toBe('text-white bg-nyanza');
    expect(mergeClasses('h-9 rounded-md h-auto min-h-36')).toBe('rounded-md h-auto min-h-36');
  });

  it('tells a text size from a text colour, and a border width from its colour', () => {
    expect(mergeClasses('text-sm text-ink text-base')).toBe('text-ink text-base');
    expect(mergeClasses('text-ink text-danger')).toBe('text-danger');
    expect(mergeClasses('border border-cadet-gray/40 border-2')).toBe('border-cadet-gray/40 border-2');
    expect(mergeClasses('ring-1 ring-midnight-green/15 ring-danger')).toBe('ring-1 ring-danger');
    expect(mergeClasses('font-bold font-mono font-normal')).toBe('font-mono font-normal');
  });

  it('lets a shorthand replace its parts but not the other way round', () => {
    expect(mergeClasses('px-2 pt-1 p-4')).toBe('p-4');
    expect(mergeClasses('p-4 px-2')).toBe('p-4 px-2');
    expect(mergeClasses('w-4 h-4 size-5')).toBe('size-5');
    expect(mergeClasses('text-lg leading-relaxed text-2xl')).toBe('text-2xl');
  });

  it('compares classes only under the same variants', () => {
    expect(mergeClasses('w-full sm:w-auto w-40')).toBe('sm:w-auto w-40');
    expect(mergeClasses('[&_svg]:size-4 [&_svg]:size-5 size-4')).toBe('[&_svg]:size-5 size-4');
    expect(mergeClasses('aria-[current=page]:text-midnight-green hover:text-midnight-green')).toBe(
      'aria-[current=page]:text-midnight-green hover:text-midnight-green',
    );
  });

  it('never drops a class it does not know', () => {
    expect(mergeClasses('data-table tabular-nums data-table-x tabular-nums')).toBe(
      'data-table data-table-x tabular-nums',
    );
    expect(mergeClasses('flex flex-col flex-wrap block')).toBe('flex-col flex-wrap block');
  });
});

// The reference, as packages/flac is checked against Debian's flac: tailwind-merge (a dev dependency only; at
// 8 KB brotli it would not fit the sign-in page's JS budget), told about this app's theme (leading-reading)
// and the Tailwind 3 gradient names Tailwind 4 still serves (bg-gradient-to-*, a background image).
const reference = extendTailwindMerge({
  extend: {
    theme: { leading: ['reading'] },
    classGroups: { 'bg-image': [{ 'bg-gradient-to': ['t', 'tr', 'r', 'br', 'b', 'bl', 'l', 'tl'] }] },
  },
});

// Where we knowingly differ. Tailwind 4's break-words sets overflow-wrap and break-all/keep set word-break,
// two properties that apply together; tailwind-merge keeps one group for all of them.
const knownDifference = (classes: string) =>
  /\bbreak-words\b/.test(classes) && /\bbreak-(all|keep|normal)\b/.test(classes);

const words = (list: string) => list.split(' ');
const SPACING = words('0 1 2.5 4 px [3px]');
const LENGTHS = words('4 1/2 full auto [10rem]');
const COLOURS = words('ink midnight-green white/50 danger-soft [#fff]');
const sized = (prefixes: string, values: string[]) =>
  words(prefixes).flatMap((prefix) => values.map((value) => `${prefix}-${value}`));

/** Utilities of every kind class-merge handles, and a few it does not know. */
const GENERATED = [
  ...sized('p px py pt pr pb pl ps pe m mx my mt mr mb ml ms me gap gap-x gap-y', SPACING),
  ...sized('-m -mt -mx', words('1 4')),
  ...sized('w h size min-w max-w min-h max-h', LENGTHS),
  ...sized('inset inset-x inset-y top right bottom left start end', words('0 4 auto 1/2')),
  ...['', 't-', 'r-', 'b-', 'l-', 's-', 'e-', 'tl-', 'tr-', 'br-', 'bl-', 'ss-', 'se-', 'ee-', 'es-'].flatMap(
    (side) => ['rounded', ...words('none md lg full').map((v) => `rounded-${side}${v}`)].filter(Boolean),
  ),
  ...['', '-x', '-y', '-t', '-r', '-b', '-l', '-s', '-e'].flatMap((side) => [
    `border${side}`,
    `border${side}-2`,
    `border${side}-0`,
    `border${side}-ink`,
  ]),
  ...words(
    'border-dashed border-solid ring ring-2 ring-0 ring-ink ring-inset ring-offset-2 ring-offset-white',
  ),
  ...words('outline outline-2 outline-none outline-ink outline-offset-2 divide-x divide-y divide-ink'),
  ...sized('text', [...words('xs sm base lg 2xl [13px] left center right'), ...COLOURS]),
  ...words(
    'font-bold font-medium font-sans font-mono leading-6 leading-tight leading-reading tracking-tight',
  ),
  ...sized('bg', [...COLOURS, ...words('cover contain linear-to-r gradient-to-b')]),
  ...words('shadow shadow-sm shadow-lg shadow-none shadow-ink/20 opacity-50 opacity-100'),
  ...words('flex inline-flex block hidden grid contents flex-1 flex-auto flex-none flex-row flex-col'),
  ...words('flex-wrap flex-nowrap grow grow-0 shrink shrink-0 basis-1/2 basis-auto order-1 order-last'),
  ...words('overflow-hidden overflow-auto overflow-x-auto overflow-y-scroll'),
  ...words('items-center items-start justify-between justify-center self-start self-end grid-cols-2'),
  ...words('col-span-2 z-10 z-0 relative absolute sticky visible invisible sr-only not-sr-only'),
  ...words('from-ink from-10% via-white via-50% to-danger to-90%'),
  ...words('transition transition-colors duration-200 ease-out animate-spin cursor-pointer select-none'),
  ...words('truncate whitespace-nowrap break-words break-all underline no-underline uppercase italic'),
  ...words('list-disc list-inside object-cover object-center aspect-square tabular-nums data-table'),
  ...words('[mask-type:luminance] [mask-type:alpha] stroke-2 stroke-ink fill-ink'),
];

/**
 * The classes of the app's own sources (not this merge's, whose strings name groups) that tailwind-merge
 * recognises (a class it recognises, it deduplicates): one of each shape, digits and theme colours folded
 * (ring-ink/40 stands for ring-danger/20), ~260 of ~490.
 */
const sources = import.meta.glob(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!./class-merge.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;
const THEME_COLOURS = new RegExp(
  `-(${[...index.matchAll(/--color-([a-z-]+):/g)].map((m) => m[1]).join('|')})(?=$|/)`,
);
const shapeOf = (token: string) =>
  token
    .replace(THEME_COLOURS, '-C')
    .replace(/\/\d+$/, '/N')
    .replace(/\d+(\.\d+)?/g, '0');
const shapes = new Map<string, string>();
for (const token of Object.values(sources)
  .map((text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1'))
  .flatMap((text) => [...text.matchAll(/['"`]([^'"`$\n]+)['"`]/g)].flatMap((m) => words(m[1]!)))
  .filter((token) => /^[!-]?[a-z[][\w\-[\]/.%#:&=()]*!?$/.test(token))
  .filter((token) => reference(`${token} ${token}`) === token))
  if (!shapes.has(shapeOf(token))) shapes.set(shapeOf(token), token);
const APP = [...shapes.values()];

function disagreements(lists: string[]): string[] {
  return lists
    .filter((list) => !knownDifference(list) && mergeClasses(list) !== reference(list))
    .map((list) => `"${list}": "${mergeClasses(list)}", tailwind-merge "${reference(list)}"`);
}

const pairs = (vocabulary: string[]) =>
  vocabulary.flatMap((a) => vocabulary.filter((b) => b !== a).map((b) => `${a} ${b}`));

describe('mergeClasses against tailwind-merge', () => {
  it('keeps a corner beside the radius it refines, and lets a radius replace an earlier corner', () => {
    expect(mergeClasses('rounded-lg rounded-tl-none')).toBe('rounded-lg rounded-tl-none');
    expect(mergeClasses('rounded-tl-none rounded-lg')).toBe('rounded-lg');
    expect(mergeClasses('rounded-t-md rounded-tr-none rounded-t-lg')).toBe('rounded-t-lg');
  });

  it(`agrees on every pair of ${GENERATED.length} utilities of every kind`, () => {
    expect(disagreements(pairs(GENERATED)).slice(0, 20)).toEqual([]);
  }, 120_000);

  it('agrees on every pair of the classes this app writes', () => {
    expect(APP.length).toBeGreaterThan(200);
    expect(disagreements(pairs(APP)).slice(0, 20)).toEqual([]);
  }, 120_000);

  it('agrees under variants and the important modifier, and on longer lists', () => {
    // A fixed pseudo-random walk (no Math.random: a failure must come back on the next run).
    let seed = 37;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    const prefixes = ['', 'md:', 'hover:', 'md:hover:', 'dark:', '[&_svg]:', '!'];
    const vocabulary = [...GENERATED, ...APP];
    const lists = Array.from({ length: 20_000 }, () =>
      Array.from({ length: 2 + next(4) }, () => {
        const prefix = prefixes[next(prefixes.length)]!;
        return `${prefix}${vocabulary[next(vocabulary.length)]}`;
      }).join(' '),
    );
    expect(disagreements(lists).slice(0, 20)).toEqual([]);
  }, 60_000);
});
