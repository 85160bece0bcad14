import { z } from 'zod';
import { sqlStatement } from '../../../../shared/application/sql';
import type { ProfileCollectionView } from '../ports/profile-collections.port';

/** Products through the catalog's public view, in the collection's order. */
const SELECT_COLLECTIONS = `
  select c.id, c.name, c.description, c.is_public, c.created_at, c.updated_at,
         coalesce((select json_agg(json_build_object('productId', p.id, 'name', p.name, 'priceCents', p.price_cents, 'image', p.image, 'addedAt', i.added_at)
                                   order by i.position, i.added_at)
                     from collection_items i join catalog_products_v p on p.id = i.product_id
                    where i.collection_id = c.id), '[]'::json) as product_list
    from collections c`;

const COLLECTION_ROW = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    is_public: z.boolean(),
    created_at: z.date(),
    updated_at: z.date(),
    /** Built by json_build_object: the timestamp arrives as ISO 8601 text. */
    product_list: z.array(
      z.object({ productId: z.string(), name: z.string(), priceCents: z.number(), image: z.string().nullable(), addedAt: z.iso.datetime({ offset: true }).pipe(z.coerce.date()) }),
    ),
  })
  .transform(
    (row): ProfileCollectionView => ({
      id: row.id,
      name: row.name,
      description: row.description,
      isPublic: row.is_public,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      products: row.product_list,
    }),
  );

/** `$1` the owner; newest first. */
export const PROFILE_COLLECTIONS_OF = sqlStatement('curation.profile-collections', `${SELECT_COLLECTIONS} where c.user_id = $1 order by c.created_at desc, c.id`, COLLECTION_ROW);

/** `$1` the owner, `$2` the collection: another user's collection is no row. */
export const PROFILE_COLLECTION = sqlStatement('curation.profile-collection', `${SELECT_COLLECTIONS} where c.user_id = $1 and c.id = $2`, COLLECTION_ROW);
