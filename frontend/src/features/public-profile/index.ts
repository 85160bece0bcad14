export { PublicProfilePage } from './components/public-profile-page';
export { parsePublicProfileSearch, type PublicProfileSearch } from './lib/profile-links';
