// Drops a Tailwind class that a later class of the same kind overrides (`px-4 px-0` → `px-0`), so a
// component's caller can restyle it. Written for the utilities this app uses, in about 1.5 KB, instead of
// tailwind-merge (8.3 KB brotli, on every page: the sign-in page loads 115–117 KB of its 120 KB budget, issue
// 24). class-merge.test.ts holds it to tailwind-merge's answers on every pair of the app's classes and of
// generated ones. A class it does not know is never dropped: an unknown one costs at worst a CSS tie.

// An arbitrary value that is a length ([13px], [1.5rem], [calc(…)], [length:…]); any other ([#fff]) is a colour.
const ARBITRARY_LENGTH = String.raw`\[(length:.+|-?[\d.]+[a-z%]*|(calc|clamp|min|max)\(.+\))\]|\(length:.+\)`;
const FONT_SIZES = new RegExp(`^(xs|sm|base|lg|[2-9]?xl|${ARBITRARY_LENGTH})(/.+)?$`);
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const LENGTH = new RegExp(`^(\\d+(\\.\\d+)?|px|full|screen|auto|${ARBITRARY_LENGTH})$`);
const SIDES = /^(t|r|b|l|x|y|s|e)$/;

const KEYWORD_GROUPS: Record<string, string> = {};
const keywords = (group: string, words: string) => {
  for (const word of words.split(' ')) KEYWORD_GROUPS[word] = group;
};
keywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid hidden contents table flow-root',
);
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('sr', 'sr-only not-sr-only');
keywords('decoration-line', 'underline overline line-through no-underline');
keywords('case', 'uppercase lowercase capitalize normal-case');
keywords('style', 'italic not-italic');
keywords('text-overflow', 'truncate text-ellipsis text-clip');

/** Utilities whose value says which property they set: text-sm (size) against text-white (colour). */
function valueGroup(prefix: string, value: string): string {
  switch (prefix) {
    case 'text':
      if (FONT_SIZES.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return 'text-color';
    case 'font':
      return FONT_WEIGHTS.test(value) ? 'font-weight' : 'font-family';
    case 'bg':
      if (/^(gradient|linear|radial|conic|\[url\()/.test(value)) return 'bg-image';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      return 'bg-color';
    case 'shadow':
      return /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(value) ? 'shadow' : 'shadow-color';
    case 'from':
    case 'via':
    case 'to':
      // A gradient stop's position (from-10%) or its colour (from-ink).
      return /^(\d+(\.\d+)?%|\[.+%\])$/.test(value) ? `${prefix}-position` : `${prefix}-color`;
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'list':
      return /^(inside|outside)$/.test(value) ? 'list-position' : 'list-type';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? 'object-fit' : 'object-position';
    case 'break':
      return value === 'words' ? 'overflow-wrap' : 'word-break';
    case 'stroke':
      return LENGTH.test(value) ? 'stroke-width' : 'stroke';
    default:
      return prefix;
  }
}

/** border/ring/outline/divide: a width (`border`, `border-2`, `border-t`), a style or a colour. */
function lineGroup(kind: string, rest: string[]): string {
  const side = rest[0] && SIDES.test(rest[0]) ? `-${rest.shift()}` : '';
  const value = rest.join('-');
  if (kind === 'ring' && value === 'inset') return 'ring-inset';
  if (value === '' || LENGTH.test(value)) return `${kind}-width${side}`;
  if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return `${kind}-style${side}`;
  return `${kind}-color${side}`;
}

/** The utilities whose group is their prefix (or, for some, their prefix and value: valueGroup). */
const PREFIXES = new Set([
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'w',
  'h',
  'size',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'ps',
  'pe',
  'p',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
  'ms',
  'me',
  'm',
  'gap-x',
  'gap-y',
  'gap',
  'space-x',
  'space-y',
  'inset-x',
  'inset-y',
  'inset',
  'top',
  'right',
  'bottom',
  'left',
  'start',
  'end',
  'z',
  'order',
  'grid-cols',
  'grid-rows',
  'col-span',
  'col-start',
  'col-end',
  'row-span',
  'items',
  'justify-items',
  'justify-self',
  'justify',
  'self',
  'content',
  'place-items',
  'place-content',
  'overflow-x',
  'overflow-y',
  'overflow',
  'whitespace',
  'break',
  'leading',
  'tracking',
  'opacity',
  'rounded-tl',
  'rounded-tr',
  'rounded-br',
  'rounded-bl',
  'rounded-ss',
  'rounded-se',
  'rounded-ee',
  'rounded-es',
  'rounded-t',
  'rounded-r',
  'rounded-b',
  'rounded-l',
  'rounded-s',
  'rounded-e',
  'rounded',
  'underline-offset',
  'decoration',
  'duration',
  'ease',
  'delay',
  'transition',
  'animate',
  'cursor',
  'pointer-events',
  'select',
  'align',
  'accent',
  'aspect',
  'origin',
  'scale',
  'rotate',
  'translate-x',
  'translate-y',
  'fill',
  'shrink',
  'grow',
  'basis',
  'line-clamp',
  'scroll-mt',
  'text',
  'font',
  'bg',
  'shadow',
  'flex',
  'list',
  'object',
  'stroke',
  'from',
  'via',
  'to',
]);

/** border-t, border-x … of a line kind's width or colour (lineGroup's names). */
const sidesOf = (group: string, sides: string) => sides.split(' ').map((side) => `${group}-${side}`);
const lineCovers = Object.fromEntries(
  ['border-width', 'border-color'].flatMap((group) => [
    [group, sidesOf(group, 'x y s e t r b l')],
    // Tailwind 4's border-x is border-inline: the start and end sides too.
    [`${group}-x`, sidesOf(group, 'r l s e')],
    [`${group}-y`, sidesOf(group, 't b')],
  ]),
);

/** Which earlier groups a class of this group also overrides (p-4 after px-2 wins on both sides). */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  // Tailwind 4's inset-x and inset-y are inset-inline and inset-block: start and end too.
  'inset-x': ['right', 'left', 'start', 'end'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  // flex-1 sets flex-grow, flex-shrink and flex-basis.
  flex: ['grow', 'shrink', 'basis'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e'].concat(
    ['tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es'].map((corner) => `rounded-${corner}`),
  ),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  ...lineCovers,
  // A text-* size sets its own line height, so it also replaces an earlier leading-* (as tailwind-merge does).
  'font-size': ['leading'],
};

/** The group a utility (without its variants) belongs to, or null when this merge does not know it. */
export function groupOf(utility: string): string | null {
  const bare = utility.replace(/^!|!$/g, '').replace(/^-/, '');
  if (KEYWORD_GROUPS[bare]) return KEYWORD_GROUPS[bare];
  const property = /^\[([a-z-]+):.+\]$/.exec(bare);
  if (property) return `[${property[1]}]`;
  const [head, ...rest] = bare.split('-');
  if (head && ['border', 'ring', 'outline', 'divide'].includes(head)) {
    if (head === 'outline' && rest[0] === 'offset') return 'outline-offset';
    if (head === 'ring' && rest[0] === 'offset')
      return LENGTH.test(rest.slice(1).join('-')) ? 'ring-offset' : 'ring-offset-color';
    return lineGroup(head, rest);
  }
  // The longest known prefix, cutting at each '-' from the end: rounded-tl-none is rounded-tl's, not rounded's.
  for (let cut = bare.length; cut > 0; cut = bare.lastIndexOf('-', cut - 1)) {
    const prefix = bare.slice(0, cut);
    if (PREFIXES.has(prefix)) return valueGroup(prefix, bare.slice(cut + 1));
  }
  return null;
}

/** Splits `md:hover:px-2` into its variants (`md:hover:`) and the utility (`px-2`), brackets kept whole. */
function splitVariants(className: string): [string, string] {
  if (!className.includes(':')) return ['', className];
  let depth = 0;
  let cut = 0;
  for (let i = 0; i < className.length; i += 1) {
    const char = className[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) cut = i + 1;
  }
  return [className.slice(0, cut), className.slice(cut)];
}

/** The classes of `joined`, each dropped when a later class overrides it. */
export function mergeClasses(joined: string): string {
  const classes = joined.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const className = classes[i]!;
    const [variants, utility] = splitVariants(className);
    const group = groupOf(utility);
    const important = /^!|!$/.test(utility) ? '!' : '';
    const key = group === null ? `=${className}` : `${variants}${important}${group}`;
    if (taken.has(key)) continue;
    taken.add(key);
    if (group !== null)
      for (const covered of COVERS[group] ?? []) taken.add(`${variants}${important}${covered}`);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
