/**
 * How many images of a list load at once with high priority: about what the first screen shows
 * (a row of four on a desktop, the first two or so on a phone). The rest load lazily as they near
 * the viewport. The first of them is usually the page's Largest Contentful Paint.
 */
export const FIRST_SCREEN_IMAGES = 4;

export function isFirstScreenImage(index: number): boolean {
  return index < FIRST_SCREEN_IMAGES;
}

/**
 * The six default creator heroes, in the order a handle's hash picks them (features/creators
 * defaultHeroImage). Here, not in the feature, because the build's route image preloads name them too.
 */
export const DEFAULT_HERO_IMAGES = [1, 2, 3, 4, 5, 6].map((number) => `/images/heroes/hero-${number}.svg`);
