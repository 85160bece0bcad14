const CATEGORY_LABELS: Record<string, string> = {
  rtd: 'Ready to Drink',
  'cocktail-kits': 'Cocktail Kits',
};

/** 'cocktail-kits' → 'Cocktail Kits'; labels for a category slug wherever one is shown. */
export function categoryLabel(category: string): string {
  return (
    CATEGORY_LABELS[category] ??
    category
      .split('-')
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ')
  );
}

export interface CategoryPage {
  slug: string;
  title: string;
  description: string;
}

/** The specification's category pages; any other slug is an 'Unknown Category'. */
export const CATEGORY_PAGES: readonly CategoryPage[] = [
  { slug: 'beer', title: 'Beer', description: 'Craft lagers, hazy IPAs and stouts from independent brewers.' },
  { slug: 'whiskey', title: 'Whiskey', description: 'Bourbon, rye and single malts picked by our curators.' },
  { slug: 'wine', title: 'Wine', description: 'Reds, whites, rosés and sparkling wines for every table.' },
  { slug: 'gin', title: 'Gin', description: 'London dry, navy strength and botanical gins.' },
  { slug: 'vodka', title: 'Vodka', description: 'Clean, smooth vodkas for sipping and mixing.' },
  { slug: 'rum', title: 'Rum', description: 'Gold, dark, spiced and overproof rums.' },
  { slug: 'tequila', title: 'Tequila', description: 'Blanco, reposado and añejo agave spirits.' },
  { slug: 'cocktail-kits', title: 'Cocktail Kits', description: 'Everything you need for a great drink at home.' },
  { slug: 'mixers', title: 'Mixers', description: 'Tonics, sodas and ginger beers that make the drink.' },
  { slug: 'sake', title: 'Sake', description: 'Junmai, ginjo and sparkling sake from Japanese breweries.' },
];

export const UNKNOWN_CATEGORY_TITLE = 'Unknown Category';

export function findCategoryPage(slug: string): CategoryPage | undefined {
  return CATEGORY_PAGES.find((page) => page.slug === slug);
}

/** The specification's four categories featured on /categories. */
export const FEATURED_CATEGORY_SLUGS = ['beer', 'wine', 'whiskey', 'gin'] as const;

export function featuredCategoryPages(): CategoryPage[] {
  return FEATURED_CATEGORY_SLUGS.map((slug) => findCategoryPage(slug)).filter((page) => page !== undefined);
}

/** Category slugs as the API accepts them (lowercase letters, digits and dashes). */
export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
