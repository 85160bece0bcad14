export { MyProfilePage } from './components/my-profile-page';
export { parseMyProfileSearch, type MyProfileSearch, type MyProfileTab } from './lib/my-profile-search';
