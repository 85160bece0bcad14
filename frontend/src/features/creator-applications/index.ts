export { CreatorApplicationPage } from './components/apply-page';
export { MyCreatorApplicationStatus } from './components/application-status';
