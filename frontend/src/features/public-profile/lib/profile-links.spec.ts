import { parsePublicProfileSearch, profileLinkSearch } from './profile-links';

describe('public profile links', () => {
  it('carry the incoming utm_source, or the username when there is none', () => {
    expect(profileLinkSearch('instagram_maya', 'maya', 'product_recommendation')).toEqual({ utm_source: 'instagram_maya', utm_medium: 'shared_profile', utm_campaign: 'product_recommendation' });
    expect(profileLinkSearch(undefined, 'maya', 'brand_recommendation')).toEqual({ utm_source: 'maya', utm_medium: 'shared_profile', utm_campaign: 'brand_recommendation' });
    expect(profileLinkSearch('  ', 'maya', 'brand_recommendation').utm_source).toBe('maya');
  });
  it('forward only the utm parameters of the page', () => {
    expect(parsePublicProfileSearch({ utm_source: ' maya ', fbclid: 'x', utm_campaign: 'bio', utm_term: 7 })).toEqual({ utm_source: 'maya', utm_campaign: 'bio' });
  });
});
