export { SalesTab } from "./components/sales-tab";
export { CreatorDashboardPage } from "./components/creator-dashboard-page";
