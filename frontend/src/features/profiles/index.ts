export { PublicProfilePage, ProfileNotFound } from './components/public-profile-page';
export { TasteProfilePage } from './components/taste-profile-page';
export { parsePublicProfileSearch, profileLinkSearch, type PublicProfileSearch } from './lib/profile-links';
