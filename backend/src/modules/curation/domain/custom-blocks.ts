import { DomainError } from '../../../shared/domain/domain-error';

/**
 * Custom blocks on a profile page: text, image or video. The client may
 * send an id (custom-{timestamp}), but the server owns the rules: the type is one of three, the
 * content is not blank, a text is at most 5,000 characters and is kept as plain text (rendered as
 * text, never as HTML), a medium is an /objects/uploads/… path or an https URL (never javascript:
 * or data:), and only a text block carries a font: one of the specification's families, normal or bold.
 */
export const CUSTOM_BLOCK_TYPES = ['text', 'image', 'video'] as const;
export type CustomBlockType = (typeof CUSTOM_BLOCK_TYPES)[number];

export const FONT_FAMILIES = ['Inter', 'Georgia', 'Times New Roman', 'Arial', 'Helvetica', 'Playfair Display', 'Merriweather', 'Roboto', 'Open Sans'] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];
export const FONT_WEIGHTS = ['normal', 'bold'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export const DEFAULT_FONT_FAMILY: FontFamily = 'Inter';

export const MAX_TEXT_BLOCK_LENGTH = 5_000;
export const MAX_MEDIA_URL_LENGTH = 2_000;
export const MAX_CUSTOM_BLOCKS = 50;
export const MAX_LAYOUT_SECTIONS = 20;
export const MAX_SECTION_NAME_LENGTH = 50;

export interface CustomBlock {
  id: string;
  type: CustomBlockType;
  content: string;
  /** 1 for the first block on the page. */
  position: number;
  fontFamily?: FontFamily;
  fontWeight?: FontWeight;
}

export interface ValidatedPageLayout {
  sections: string[];
  customBlocks: CustomBlock[];
}

/** What a client sends for a block: anything, checked here. */
export type CustomBlockInput = Record<string, unknown>;

const BLOCK_ID = /^custom-\d{1,16}$/;
const UPLOADED_OBJECT_PATH = /^\/objects\/uploads\/[A-Za-z0-9][A-Za-z0-9._\-/]*$/;

export class InvalidCustomBlockError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_CUSTOM_BLOCK';
}

export class InvalidPageLayoutError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_PAGE_LAYOUT';
}

export class TooManyCustomBlocksError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'TOO_MANY_CUSTOM_BLOCKS';
  constructor() {
    super(`A profile holds at most ${MAX_CUSTOM_BLOCKS} custom blocks; remove one first.`);
  }
}

/** Whether a media block's content may be shown: an uploaded object's path or an https URL. */
export function isAllowedMediaUrl(value: string): boolean {
  if (value.length > MAX_MEDIA_URL_LENGTH) return false;
  if (UPLOADED_OBJECT_PATH.test(value)) return !value.split('/').some((part) => part === '..' || part === '.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * One block, checked and normalised: text trimmed, media URL trimmed, font only on text (Inter and
 * normal by default). `field` prefixes the messages ('customBlocks[2]' in a layout, 'block' alone).
 * `fallbackId` is used when the client sent none; `position` is the block's place on the page.
 */
export function validateCustomBlock(input: unknown, position: number, fallbackId: string, field = 'block'): CustomBlock {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw new InvalidCustomBlockError(`${field} must be an object`);
  const block = input as CustomBlockInput;
  const at = (name: string) => (field === 'block' ? name : `${field}.${name}`);

  let id = fallbackId;
  if (block.id !== undefined && block.id !== null) {
    if (typeof block.id !== 'string' || !BLOCK_ID.test(block.id)) throw new InvalidCustomBlockError(`${at('id')} must look like custom-{timestamp}, e.g. custom-1733475600000`);
    id = block.id;
  }
  const type = block.type;
  if (typeof type !== 'string' || !(CUSTOM_BLOCK_TYPES as readonly string[]).includes(type)) {
    throw new InvalidCustomBlockError(`${at('type')} must be text, image or video`);
  }
  if (typeof block.content !== 'string') throw new InvalidCustomBlockError(`${at('content')} must be a string`);
  const content = block.content.trim();
  if (content === '') throw new InvalidCustomBlockError(`${at('content')} must not be blank`);

  if (type === 'text') {
    if (content.length > MAX_TEXT_BLOCK_LENGTH) throw new InvalidCustomBlockError(`${at('content')} of a text block must be at most ${MAX_TEXT_BLOCK_LENGTH} characters`);
    const fontFamily = block.fontFamily ?? DEFAULT_FONT_FAMILY;
    if (typeof fontFamily !== 'string' || !(FONT_FAMILIES as readonly string[]).includes(fontFamily)) {
      throw new InvalidCustomBlockError(`${at('fontFamily')} must be one of ${FONT_FAMILIES.join(', ')}`);
    }
    const fontWeight = block.fontWeight ?? 'normal';
    if (typeof fontWeight !== 'string' || !(FONT_WEIGHTS as readonly string[]).includes(fontWeight)) {
      throw new InvalidCustomBlockError(`${at('fontWeight')} must be normal or bold`);
    }
    return { id, type, content, position, fontFamily: fontFamily as FontFamily, fontWeight: fontWeight as FontWeight };
  }

  if (!isAllowedMediaUrl(content)) {
    throw new InvalidCustomBlockError(`${at('content')} of ${type === 'image' ? 'an image' : 'a video'} block must be an /objects/uploads/… path or an https URL`);
  }
  if (block.fontFamily !== undefined || block.fontWeight !== undefined) {
    throw new InvalidCustomBlockError(`${at('fontFamily')} and fontWeight are only for text blocks`);
  }
  return { id, type: type as CustomBlockType, content, position };
}

/**
 * A whole layout as PUT by the page's Save: the sections (names of the page's sections, in order)
 * and the blocks in their new order; positions are renumbered 1…n from that order, and block ids
 * must be unique.
 */
export function validatePageLayout(sections: unknown, customBlocks: unknown, newId: (index: number) => string): ValidatedPageLayout {
  if (!Array.isArray(sections)) throw new InvalidPageLayoutError('sections must be an array');
  if (sections.length > MAX_LAYOUT_SECTIONS) throw new InvalidPageLayoutError(`sections must hold at most ${MAX_LAYOUT_SECTIONS} entries`);
  sections.forEach((section, index) => {
    if (typeof section !== 'string' || section.trim() === '' || section.length > MAX_SECTION_NAME_LENGTH) {
      throw new InvalidPageLayoutError(`sections[${index}] must be a section name of 1–${MAX_SECTION_NAME_LENGTH} characters`);
    }
  });
  if (!Array.isArray(customBlocks)) throw new InvalidPageLayoutError('customBlocks must be an array');
  if (customBlocks.length > MAX_CUSTOM_BLOCKS) throw new TooManyCustomBlocksError();
  const blocks = customBlocks.map((block, index) => validateCustomBlock(block, index + 1, newId(index), `customBlocks[${index}]`));
  const seen = new Set<string>();
  for (const [index, block] of blocks.entries()) {
    if (seen.has(block.id)) throw new InvalidPageLayoutError(`customBlocks[${index}].id ${block.id} appears twice`);
    seen.add(block.id);
  }
  return { sections: sections.map((section: string) => section.trim()), customBlocks: blocks };
}

/** A new block id for the given time, moved on until it is not among `taken`. */
export function newBlockId(now: number, taken: ReadonlySet<string>): string {
  let stamp = now;
  while (taken.has(`custom-${stamp}`)) stamp += 1;
  return `custom-${stamp}`;
}
