import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { twMerge } from 'tailwind-merge';
import { mergeClasses } from './class-merge';

/** Every class-like word in the app's source (string literals of src/; generated code, specs and this merger's own tables aside). */
function classesInSource(): string[] {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'generated') walk(path);
      } else if (/\.tsx?$/.test(name) && !name.includes('.spec.') && name !== 'class-merge.ts') {
        for (const match of readFileSync(path, 'utf8').matchAll(/(['"`])([^'"`\n]*)\1/g)) {
          for (const word of match[2].split(/\s+/)) if (/^!?[a-z[*-][\w:/.[\]\-%#!()&>*,=]*!?$/.test(word) && /[-:]/.test(word)) found.add(word);
        }
      }
    }
  };
  walk(join(__dirname, '..'));
  // Only words tailwind-merge knows as classes (it dedupes a known class: 'px-2 px-2' → 'px-2').
  return [...found].filter((word) => twMerge(`${word} ${word}`) === word);
}

const variantsOf = (className: string) => className.slice(0, className.lastIndexOf(':') + 1);

describe('mergeClasses', () => {
  it.each([
    ['px-4 px-2', 'px-2'],
    ['p-4 px-2', 'p-4 px-2'],
    ['px-2 p-4', 'p-4'],
    ['h-10 w-10 size-5', 'size-5'],
    ['text-sm text-stone-400 text-base', 'text-stone-400 text-base'],
    ['border border-stone-800 border-2 border-amber-500', 'border-2 border-amber-500'],
    ['font-medium font-display font-semibold', 'font-display font-semibold'],
    ['max-w-56 justify-start w-full max-w-none', 'justify-start w-full max-w-none'],
    ['hidden sm:inline-flex inline-flex', 'sm:inline-flex inline-flex'],
    ['size-4 size-5!', 'size-4 size-5!'],
    ['rounded-md rounded-full', 'rounded-full'],
    ['shadow-xl shadow-black/40 shadow-sm', 'shadow-black/40 shadow-sm'],
    // Role colours (the @theme of app/styles.css) are colours like the palette's: they replace a palette
    // colour or another role of the same property, and leave sizes, widths and styles alone.
    ['text-sm text-ink-muted text-base', 'text-ink-muted text-base'],
    ['text-stone-400 text-ink-muted', 'text-ink-muted'],
    ['text-ink-muted text-sm text-accent-light', 'text-sm text-accent-light'],
    ['text-ink text-on-accent', 'text-on-accent'],
    ['bg-surface bg-surface-raised/70', 'bg-surface-raised/70'],
    ['bg-stone-900 bg-canvas bg-linear-to-b', 'bg-canvas bg-linear-to-b'],
    ['border border-border border-2 border-accent', 'border-2 border-accent'],
    ['border-t border-border-strong border-border-hover', 'border-t border-border-hover'],
    ['ring-2 ring-accent/30 outline-2 outline-accent-bright', 'ring-2 ring-accent/30 outline-2 outline-accent-bright'],
    ['ring-danger ring-accent', 'ring-accent'],
    ['shadow-sm shadow-accent-deep/30 shadow-scrim/50', 'shadow-sm shadow-scrim/50'],
    ['hover:text-danger-bright hover:text-accent-light text-ink-faint', 'hover:text-accent-light text-ink-faint'],
  ])('%s → %s', (input, expected) => {
    expect(mergeClasses(input)).toBe(expected);
    expect(twMerge(input)).toBe(expected);
  });

  it("gives tailwind-merge's answer for every pair of classes the app uses", () => {
    const classes = classesInSource();
    expect(classes.length).toBeGreaterThan(200);
    const mismatches: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (variantsOf(first) !== variantsOf(second)) continue;
        const input = `${first} ${second}`;
        if (mergeClasses(input) !== twMerge(input)) mismatches.push(`${input} → ${twMerge(input)}, not ${mergeClasses(input)}`);
      }
    }
    expect(mismatches.slice(0, 20)).toEqual([]);
  });
});
