export { prefetchAdminOverview } from './api/admin-overview';
export { AdminAccessRequired } from './components/admin-access-required';
export { PlatformManagement } from './components/platform-management';
