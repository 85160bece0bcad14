import { HOME_FEATURED_CREATORS, HOME_FEATURED_CREATORS_PARAMS } from '../api/creators';
import { CreatorList } from './creator-list';
import { HomeSection } from '@/components/home-section';

/** The specification's 'Featured Curators': the three featured creators. */
export function FeaturedCreators() {
  return (
    <HomeSection
      id="featured-creators"
      title="Featured Curators"
      subtitle="Experts whose picks you can shop"
      viewAll={{ to: '/creators', label: 'View All Curators' }}
    >
      <CreatorList params={HOME_FEATURED_CREATORS_PARAMS} variant="home" placeholders={{ count: HOME_FEATURED_CREATORS }} />
    </HomeSection>
  );
}
