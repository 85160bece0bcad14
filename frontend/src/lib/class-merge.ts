/**
 * Merges Tailwind class lists so that a later class wins over an earlier one of the same kind
 * ('px-4 px-2' → 'px-2', 'p-4 px-2' keeps both, 'px-2 p-4' → 'p-4'), as tailwind-merge does, for
 * the utilities this app uses. tailwind-merge itself is about 14 kB gzip of every page's initial
 * JavaScript; this is under 2 kB. lib/class-merge.spec.ts checks it gives tailwind-merge's answer for
 * every pair of classes found in src/, so a new kind of class shows up there first.
 */

const SIZES = /^(xs|sm|base|md|lg|xl|[2-9]xl)$/;
const LENGTH = /^\[(length:|\d|calc)/;
const NUMBER = /^(\d+(\.\d+)?|px|\[\d.*\])$/;

const KEYWORD_GROUPS: Record<string, string> = {};
const keywords = (group: string, words: string) => words.split(' ').forEach((word) => (KEYWORD_GROUPS[word] = group));
keywords('display', 'block inline-block inline flex inline-flex grid inline-grid hidden table table-row table-cell contents flow-root list-item');
keywords('position', 'static fixed absolute relative sticky');
keywords('visibility', 'visible invisible collapse');
keywords('sr', 'sr-only not-sr-only');
keywords('text-transform', 'uppercase lowercase capitalize normal-case');
keywords('font-style', 'italic not-italic');
keywords('text-decoration', 'underline overline line-through no-underline');
keywords('truncate', 'truncate');
keywords('numeric', 'tabular-nums proportional-nums');
keywords('grow', 'grow');
keywords('shrink', 'shrink');
keywords('border-w', 'border');
keywords('rounded', 'rounded');
keywords('shadow', 'shadow');
keywords('ring-w', 'ring');
keywords('transition', 'transition');
keywords('backdrop-blur', 'backdrop-blur');
keywords('blur', 'blur');
keywords('word-break', 'break-normal break-words break-all break-keep');

/** Prefixes followed by a value, longest first so 'max-w-' wins over a shorter match. */
const VALUE_PREFIXES = [
  'underline-offset', 'outline-offset', 'justify-self', 'line-clamp', 'grid-flow', 'grid-cols',
  'auto-cols', 'place-items', 'pointer-events', 'backdrop-blur', 'translate-x',
  'translate-y', 'overflow-x', 'overflow-y', 'whitespace', 'space-y', 'inset-x', 'inset-y', 'max-w', 'min-w',
  'max-h', 'min-h', 'gap-x', 'gap-y', 'tracking', 'leading', 'duration', 'animate', 'overflow', 'content', 'justify', 'opacity',
  'transition', 'accent', 'cursor', 'aspect', 'object', 'select', 'order', 'items', 'inset', 'size', 'fill',
  'from', 'via', 'self', 'top', 'right', 'bottom', 'left', 'shrink', 'gap', 'to', 'z', 'w', 'h',
  'px', 'py', 'pt', 'pr', 'pb', 'pl', 'p', 'mx', 'my', 'mt', 'mr', 'mb', 'ml', 'm',
];

/** The kind of a utility (without variants, '!' or a leading '-'), or undefined for a class it does not know. */
export function classGroup(utility: string): string | undefined {
  if (KEYWORD_GROUPS[utility]) return KEYWORD_GROUPS[utility];
  if (utility.startsWith('flex-')) {
    const value = utility.slice(5);
    if (/^(row|col|row-reverse|col-reverse)$/.test(value)) return 'flex-direction';
    if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
    return 'flex';
  }
  const offset = /^(outline-offset|ring-offset|underline-offset)-/.exec(utility);
  if (offset) return offset[1];
  if (/^order-/.test(utility)) return /^order-(\d+|first|last|none|\[.+\])$/.test(utility) ? 'order' : undefined;
  const colored = /^(?<prefix>text|bg|border(?:-[xytrblse])?|ring|outline|shadow|decoration|stroke|font|rounded(?:-[trbl]{1,2}|-[se]{1,2})?)(?:-(?<value>.+))?$/.exec(utility);
  if (colored?.groups) {
    const { prefix, value = '' } = colored.groups;
    switch (prefix) {
      case 'text':
        if (SIZES.test(value) || LENGTH.test(value) || /^\[\d/.test(value)) return 'font-size';
        if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
        if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
        if (/^(ellipsis|clip)$/.test(value)) return 'text-overflow';
        // Any other value is a colour: the app's colours are roles named in app/styles.css (text-ink-muted).
        return 'text-color';
      case 'bg':
        if (/^(linear|radial|conic|none|\[(url|image|linear-gradient|radial-gradient|conic-gradient)|\[[\w-]+-gradient)/.test(value)) return 'bg-image';
        if (/^(auto|cover|contain)$/.test(value)) return 'bg-size';
        if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
        if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position';
        if (/^(repeat|no-repeat)/.test(value)) return 'bg-repeat';
        return 'bg-color';
      case 'font':
        if (/^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)) return 'font-weight';
        return 'font-family';
      case 'shadow':
      case 'ring':
      case 'outline':
      case 'decoration': {
        if (value === '' || NUMBER.test(value) || (prefix === 'shadow' && /^(sm|md|lg|xl|2xl|none|inner|xs|2xs)$/.test(value))) return `${prefix}-w`;
        if (prefix === 'outline' && /^(none|solid|dashed|dotted|double|hidden)$/.test(value)) return 'outline-style';
        if (prefix === 'decoration' && /^(solid|double|dotted|dashed|wavy)$/.test(value)) return 'decoration-style';
        return `${prefix}-color`;
      }
      default: {
        if (prefix.startsWith('rounded')) return prefix;
        // border, border-x, border-t, ...
        if (value === '' || NUMBER.test(value)) return `${prefix}-w`;
        if (prefix === 'border' && /^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
        if (prefix === 'border' && /^(collapse|separate)$/.test(value)) return 'border-collapse';
        return `${prefix}-color`;
      }
    }
  }
  for (const prefix of VALUE_PREFIXES) if (utility.startsWith(`${prefix}-`)) return prefix;
  return undefined;
}

/** Kinds a later class of a kind overrides as well: 'p-4' after 'px-2' replaces it. */
const OVERRIDES: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-s', 'rounded-e', 'rounded-tl', 'rounded-tr', 'rounded-br', 'rounded-bl'],
  'border-w': ['border-x-w', 'border-y-w', 'border-t-w', 'border-r-w', 'border-b-w', 'border-l-w', 'border-s-w', 'border-e-w'],
  'border-color': ['border-x-color', 'border-y-color', 'border-t-color', 'border-r-color', 'border-b-color', 'border-l-color'],
  'font-size': ['leading'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
};

/** Splits 'md:hover:px-2' into its variants and utility; brackets may hold colons. */
function parse(className: string): { variants: string; important: boolean; utility: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  let utility = className.slice(start);
  let important = false;
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = true;
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  return { variants: parts.sort().join(':'), important, utility };
}

/**
 * The lists a page merges repeat (every card of a grid asks for the same ones), so each is merged once:
 * at most this many are kept, then the memory starts over (tailwind-merge keeps 500 the same way).
 * A /products page spent 18 ms of main thread here before (74 ms on Lighthouse's 4× slower phone).
 */
const MERGED_LISTS_KEPT = 500;
let mergedLists = new Map<string, string>();

/** The class list with every class a later class of the same kind (and variants) overrides removed. */
export function mergeClasses(classList: string): string {
  const known = mergedLists.get(classList);
  if (known !== undefined) return known;
  const merged = mergeUncached(classList);
  if (mergedLists.size >= MERGED_LISTS_KEPT) mergedLists = new Map();
  mergedLists.set(classList, merged);
  return merged;
}

function mergeUncached(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let index = classes.length - 1; index >= 0; index--) {
    const className = classes[index];
    const { variants, important, utility } = parse(className);
    const group = classGroup(utility);
    if (group === undefined) {
      // A class of no known group still appears once (tailwind-merge drops exact repeats).
      if (!taken.has(`=${className}`)) kept.push(className);
      taken.add(`=${className}`);
      continue;
    }
    const scope = `${variants}${important ? '!' : ''}:`;
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of OVERRIDES[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
