export const RELATED_DESCRIPTION_LENGTH = 80;
export const CARD_CATEGORY_LIMIT = 2;
/** The specification's fixed display figures. */
export const PRODUCT_CARD_RATING = 4.8;
export const PRODUCT_DETAIL_STARS = 4.2;
