import type { CustomBlockDto, FontFamily } from '@/api/generated/model';

export type CustomBlock = CustomBlockDto;

/** The specification's fonts: Inter (default) and the other offered families. */
export const FONT_FAMILIES: readonly FontFamily[] = ['Inter', 'Georgia', 'Times New Roman', 'Arial', 'Helvetica', 'Playfair Display', 'Merriweather', 'Roboto', 'Open Sans'];

/** The saved blocks of a user's pageLayout (null or malformed → none), in their order. */
export function savedBlocks(pageLayout: unknown): CustomBlock[] {
  const blocks = (pageLayout as { customBlocks?: unknown } | null)?.customBlocks;
  return Array.isArray(blocks) ? (blocks as CustomBlock[]).filter((block) => typeof block?.id === 'string' && typeof block.content === 'string') : [];
}

export function savedSections(pageLayout: unknown): string[] {
  const sections = (pageLayout as { sections?: unknown } | null)?.sections;
  return Array.isArray(sections) ? sections.filter((section): section is string => typeof section === 'string') : [];
}

/** Moves the block at `from` to `to` (as dnd-kit's arrayMove) and renumbers positions 1…n. */
export function moveBlock(blocks: readonly CustomBlock[], from: number, to: number): CustomBlock[] {
  const next = [...blocks];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next.map((block, index) => ({ ...block, position: index + 1 }));
}
