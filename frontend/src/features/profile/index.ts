import { lazy } from 'react';

export { ProfileHeader, type ProfileCounts } from './components/profile-header';
export { CollectionsTab, AddToCollectionMenu } from './components/collections-tab';
export { useProfileCollections, generateShareLink } from './api/collections';
export { ShareDialog } from './components/share-dialog';
export { CustomBlockView } from './components/custom-block-view';
export { savedBlocks, savedSections, moveBlock, type CustomBlock } from './lib/custom-blocks';
export { useSavePageLayout } from './api/page-layout';
/** Loaded when customize mode opens: dnd-kit stays out of every page's initial JavaScript. */
export const CustomizeBlocks = lazy(() => import('./components/customize-blocks'));
