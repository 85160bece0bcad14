/** Every table the ORM maps: each module's own list (`<module>.entities.ts`), for the composition root only. */
import { ADMIN_ENTITIES } from './modules/admin/admin.entities';
import { AUDIT_ENTITIES } from './modules/audit/audit.entities';
import { BRAND_CAMPAIGNS_ENTITIES } from './modules/brand-campaigns/brand-campaigns.entities';
import { CART_ENTITIES } from './modules/cart/cart.entities';
import { CATALOG_ENTITIES } from './modules/catalog/catalog.entities';
import { COMMISSIONS_ENTITIES } from './modules/commissions/commissions.entities';
import { CURATION_ENTITIES } from './modules/curation/curation.entities';
import { IDENTITY_ENTITIES } from './modules/identity/identity.entities';
import { MEDIA_ENTITIES } from './modules/media/media.entities';
import { ORDERING_ENTITIES } from './modules/ordering/ordering.entities';

export const PERSISTENCE_ENTITIES = [
  ...IDENTITY_ENTITIES,
  ...CATALOG_ENTITIES,
  ...CURATION_ENTITIES,
  ...CART_ENTITIES,
  ...ORDERING_ENTITIES,
  ...COMMISSIONS_ENTITIES,
  ...BRAND_CAMPAIGNS_ENTITIES,
  ...AUDIT_ENTITIES,
  ...ADMIN_ENTITIES,
  ...MEDIA_ENTITIES,
];
