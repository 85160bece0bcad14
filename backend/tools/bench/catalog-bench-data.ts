import type { Client } from 'pg';

/**
 * A believable catalog (100,000 products, or BENCH_PRODUCTS) written by PostgreSQL itself (INSERT ...
 * SELECT over generate_series): 50 brands, ten categories, names and descriptions composed from
 * spirits vocabulary (common words like "gin" and "whiskey", rarer ones like "espresso", "Islay
 * Scotch" and "Mezcal" in about one product in eighteen), a spread of prices, fees, fulfillment
 * flags and markets.
 */
export const BENCH_BRAND_COUNT = 50;
export const BENCH_PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);

export async function insertBenchCatalog(client: Client, productCount = BENCH_PRODUCT_COUNT): Promise<void> {
  await client.query(`
    insert into brands (id, name, blurb, description, website, categories, tags, country, verified, created_at, updated_at)
    select gen_random_uuid(),
      (array['Copper','Old Harbor','Blue Ridge','Silver Creek','Iron Gate','Red Fox','Stone Mill','Wild Sage','North Star','Golden Oak'])[1 + (i % 10)]
        || ' ' || (array['Distillers','Cellars','Brewing Co.','Spirits','Estates'])[1 + (i / 10)],
      'Small-batch producer with a loyal following.',
      'Family recipes, local grain and patient aging.',
      'https://example.com/brand-' || i,
      array[(array['whiskey','wine','beer','gin','vodka','rum','tequila','mixers','sake','cocktail-kits'])[1 + (i % 10)]],
      string_to_array((array['craft,premium','organic','low-calorie,craft','celebrity,premium','family-owned'])[1 + (i % 5)], ','),
      (array['US','US','GB','MX','JP','US','FR','US','IE','US'])[1 + (i % 10)],
      i % 3 = 0,
      now() - make_interval(days => 400 + i), now()
    from generate_series(0, ${BENCH_BRAND_COUNT - 1}) as i`);

  await client.query(
    `with brand_list as (select array_agg(id order by name) as ids, array_agg(name order by name) as names from brands),
     vocabulary as (select
       array['whiskey','wine','beer','gin','vodka','rum','tequila','mixers','sake','cocktail-kits'] as categories,
       array['Small Batch','Single Barrel','Reserve','Cask Strength','Barrel Proof','Harvest','Heritage','Founders','Limited','Signature','Midnight','Sunrise'] as adjectives,
       array['Bourbon','Rye','Cabernet','IPA','London Dry','Vodka','Dark Rum','Reposado','Tonic','Junmai','Old Fashioned Kit','Pinot Noir','Lager','Navy Strength','Añejo','Ginger Beer','Islay Scotch','Mezcal'] as styles,
       array['vanilla','caramel','smoky','citrus','toasted oak','dark cherry','honey','black pepper','orchard fruit','dried fig','sea salt','espresso','cocoa','juniper','grapefruit','agave','molasses','clove','melon','rose petal','brioche','leather','tobacco','almond','ginger','mint','lemongrass','cinnamon','apricot','plum'] as notes,
       array['750ml','1L','375ml','700ml','6x355ml','4x250ml'] as sizes)
     insert into products (id, brand_id, name, description, ingredients, image, price_cents, abv, size, upc, variants, tags,
       categories, markets, available, featured, delivery_available, shipping_available, pickup_available,
       delivery_fee_cents, shipping_fee_cents, free_delivery_min_cents, free_shipping_min_cents, created_at, updated_at)
     select gen_random_uuid(),
       b.ids[1 + (i % ${BENCH_BRAND_COUNT})],
       split_part(b.names[1 + (i % ${BENCH_BRAND_COUNT})], ' ', 1) || ' ' || v.adjectives[1 + (i % 12)] || ' ' || v.styles[1 + (i % 18)] || ' No. ' || i,
       'Notes of ' || v.notes[1 + (i % 30)] || ' and ' || v.notes[1 + ((i * 7) % 30)] || ', with a ' || v.notes[1 + ((i * 13) % 30)]
         || ' finish. ' || (array['Aged in charred American oak.','Bottled at the source.','Made in small batches.','Best served chilled.','A bartender favourite.'])[1 + (i % 5)],
       'Water, grain, yeast',
       case when i % 4 = 0 then null else '/images/products/placeholder.svg' end,
       1500 + ((i * 37) % 20000),
       (20 + (i % 40)) || '%',
       v.sizes[1 + (i % 6)],
       lpad(i::text, 12, '0'),
       case when i % 10 = 0 then jsonb_build_array(jsonb_build_object('size', '375ml', 'description', 'Half bottle', 'priceCents', 900 + (i % 3000))) else '[]'::jsonb end,
       array[lower(v.styles[1 + (i % 18)])],
       case when i % 5 = 0 then array[v.categories[1 + (i % 10)], v.categories[1 + ((i + 3) % 10)]] else array[v.categories[1 + (i % 10)]] end,
       case when i % 9 = 0 then array['CA','NY','TX','FL'] else '{}'::text[] end,
       i % 50 <> 0,
       i % 500 = 0,
       i % 7 <> 0,
       i % 11 <> 0,
       false,
       499, 899, 3500, 7500,
       now() - make_interval(mins => i), now()
     from generate_series(1, $1::int) as i, brand_list b, vocabulary v`,
    [productCount],
  );
}
