import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../../..');
export const FRONTEND_ROOT = path.join(REPO_ROOT, 'frontend');
export const BACKEND_DIST = path.join(REPO_ROOT, 'backend/dist');
export const BACKEND_ENTRY = path.join(BACKEND_DIST, 'main.js');
export const FRONTEND_INDEX = path.join(FRONTEND_ROOT, 'dist/index.html');
