import { lazy } from 'react';

/** Loaded when customize mode opens: dnd-kit stays out of every page's initial JavaScript. */
export const CustomizeBlocks = lazy(() => import('./customize-blocks'));
