export { AdminStatCards } from './components/admin-stat-cards';
export { AdminProductsTable } from './components/admin-products-table';
export { ProductCsvUploadPanel } from './components/product-csv-upload-panel';
