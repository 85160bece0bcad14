export { SalesTab } from "./components/sales-tab";
export { CreatorDashboard } from "./components/creator-dashboard";
export { CopyLinkButton, COPIED_FOR_MS } from "./components/copy-link-button";
