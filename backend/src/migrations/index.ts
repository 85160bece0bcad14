import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122062030 } from './Migration20261122062030_initial_schema';
import { Migration20261122063637 } from './Migration20261122063637_catalog_search_indexes';
import { Migration20261122070801 } from './Migration20261122070801_catalog_listing_read_model';
import { Migration20261122070802 } from './Migration20261122070802_click_logs_shopper';
import { Migration20261122090000 } from './Migration20261122090000_product_import_checkpoints';
import { Migration20261124090000 } from './Migration20261124090000_module_owned_tables';
import { Migration20261201090000 } from './Migration20261201090000_case_insensitive_usernames';
import { Migration20261202090000 } from './Migration20261202090000_commission_ledger';
import { Migration20261205090000 } from './Migration20261205090000_uploaded_objects';
import { Migration20261205100000 } from './Migration20261205100000_admin_back_office';
import { Migration20261205110000 } from './Migration20261205110000_product_search_ranking';
import { Migration20261206100000 } from './Migration20261206100000_catalog_products_v_tags';
import { Migration20261206110000 } from './Migration20261206110000_commission_daily_totals';
import { Migration20261206120000 } from './Migration20261206120000_gift_offers_one_pending';
import { Migration20261206130000 } from './Migration20261206130000_import_row_errors';
import { Migration20261206130100 } from './Migration20261206130100_brand_uploaded_objects';
import { Migration20261207100000 } from './Migration20261207100000_sales_analytics_revisions';
import { Migration20261207200000 } from './Migration20261207200000_image_descriptions';
import { Migration20261207200100 } from './Migration20261207200100_listing_trigger_per_changed_row';
import { Migration20261208100000 } from './Migration20261208100000_daily_link_clicks';
import { Migration20261209100000 } from './Migration20261209100000_import_checkpoint_claims';

/** Every migration in order. A new one is created with `npm -w backend run migration:create` and appended here. */
export const Migrations: MigrationObject[] = [
  { name: 'Migration20261122062030_initial_schema', class: Migration20261122062030 },
  { name: 'Migration20261122063637_catalog_search_indexes', class: Migration20261122063637 },
  { name: 'Migration20261122070801_catalog_listing_read_model', class: Migration20261122070801 },
  { name: 'Migration20261122070802_click_logs_shopper', class: Migration20261122070802 },
  { name: 'Migration20261122090000_product_import_checkpoints', class: Migration20261122090000 },
  { name: 'Migration20261124090000_module_owned_tables', class: Migration20261124090000 },
  { name: 'Migration20261201090000_case_insensitive_usernames', class: Migration20261201090000 },
  { name: 'Migration20261202090000_commission_ledger', class: Migration20261202090000 },
  { name: 'Migration20261205090000_uploaded_objects', class: Migration20261205090000 },
  { name: 'Migration20261205100000_admin_back_office', class: Migration20261205100000 },
  { name: 'Migration20261205110000_product_search_ranking', class: Migration20261205110000 },
  { name: 'Migration20261206100000_catalog_products_v_tags', class: Migration20261206100000 },
  { name: 'Migration20261206110000_commission_daily_totals', class: Migration20261206110000 },
  { name: 'Migration20261206120000_gift_offers_one_pending', class: Migration20261206120000 },
  { name: 'Migration20261206130000_import_row_errors', class: Migration20261206130000 },
  { name: 'Migration20261206130100_brand_uploaded_objects', class: Migration20261206130100 },
  { name: 'Migration20261207100000_sales_analytics_revisions', class: Migration20261207100000 },
  { name: 'Migration20261207200000_image_descriptions', class: Migration20261207200000 },
  { name: 'Migration20261207200100_listing_trigger_per_changed_row', class: Migration20261207200100 },
  { name: 'Migration20261208100000_daily_link_clicks', class: Migration20261208100000 },
  { name: 'Migration20261209100000_import_checkpoint_claims', class: Migration20261209100000 },
];
