export { TasteProfilePage } from './components/taste-profile-page';
