import { formatCompactCount } from './number-format';

/** Cuts `text` to `length` characters plus an ellipsis when it is longer. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}

/** The noun alone in the number `count` needs: 'product' for 1, 'products' for 0 or 3 (for counts written apart). */
export function pluralNoun(count: number, singular: string, plural = `${singular}s`): string {
  return count === 1 ? singular : plural;
}

/** '1 product', '3 products', '0 errors': the count with its noun in the right number. */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${pluralNoun(count, singular, plural)}`;
}

/** '1 follower', '950 followers', '126K followers': a follower count reads the same on every screen. */
export function formatFollowers(count: number): string {
  return `${formatCompactCount(count)} ${pluralNoun(count, 'follower')}`;
}
