/** Cuts `text` to `length` characters plus an ellipsis when it is longer (seed 000 §9 limits). */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

export const PLACEHOLDER_NAME_LENGTH = 20;
export const RELATED_DESCRIPTION_LENGTH = 80;
export const CARD_CATEGORY_LIMIT = 2;
/** Fixed display figures of seed 000 §9. */
export const PRODUCT_CARD_RATING = 4.8;
export const PRODUCT_DETAIL_STARS = 4.2;
