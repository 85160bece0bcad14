/** The specification's categories with their own emoji; every other category gets the default one. */
const CATEGORY_EMOJI: Record<string, string> = {
  beer: '🍺',
  wine: '🍷',
  whiskey: '🥃',
  vodka: '🍸',
  tequila: '🌵',
  rtd: '🥤',
};
const DEFAULT_CATEGORY_EMOJI = '🍾';

export function categoryEmoji(category: string | null | undefined): string {
  return (category && CATEGORY_EMOJI[category]) || DEFAULT_CATEGORY_EMOJI;
}
