import { Migration } from '@mikro-orm/migrations';

/**
 * Ranked search read from an index instead of from every matching product (docs/performance.md, "Catalog").
 * Ranking a common word ("gin": 35,000 of 100,000 products) by testing the weighted tsquery on every
 * match read thousands of buffers and cost 50–150 ms before the LIMIT could apply.
 *
 * - product_search_terms: one row per (word, product) holding the word's relevance for that product,
 *   the sum of the weights of the fields it occurs in (docs/decisions/catalog-and-search.md, "Search":
 *   primary category 32, name 16, other categories and tags 8, brand name 4, description 2). Its
 *   primary key (lexeme, score, created_at, product_id), read backwards, is the ranked order of a
 *   one-word search, so that search is an index-only range scan that stops at the page; several words
 *   aggregate their rows. Words are the 'english' lexemes of products.search_vector and of the brand's name.
 *   It is the only index: rows are removed by their exact key, recomputed from the old row.
 * - product_search_lexicon: every lexeme ever indexed, with a trigram index, so that a word no product
 *   has can be read as the beginning of one ("mez" → mezcal) or as a near spelling ("wiskey" →
 *   whiskey). Never pruned: a word no longer used finds no products, which is the right answer.
 *
 * Kept in step by triggers: inserts and deletes per statement (an import batch is one statement),
 * updates per row when a searched field, the brand or the creation date changed, and a brand's
 * rename or removal per brand.
 */
export class Migration20261221090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "product_search_terms" ("lexeme" text not null, "score" smallint not null, "created_at" timestamptz not null, "product_id" uuid not null,
      constraint "product_search_terms_pkey" primary key ("lexeme", "score", "created_at", "product_id"));`);
    this.addSql(`create table "product_search_lexicon" ("lexeme" text not null, constraint "product_search_lexicon_pkey" primary key ("lexeme"));`);
    this.addSql(`create index "product_search_lexicon_trgm" on "product_search_lexicon" using gin ("lexeme" gin_trgm_ops);`);
    this.addSql(`create function "product_search_term_scores"(search_vector tsvector, brand_name text)
      returns table ("lexeme" text, "score" smallint) language sql immutable parallel safe as $$
        select w."lexeme", sum(w."score")::smallint from (
          select t."lexeme", ('B' = any(t."weights"))::int * 32 + ('A' = any(t."weights"))::int * 16
            + ('C' = any(t."weights"))::int * 8 + ('D' = any(t."weights"))::int * 2 as "score"
          from unnest(search_vector) t
          union all
          select t."lexeme", 4 from unnest(to_tsvector('english'::regconfig, coalesce(brand_name, ''))) t
        ) w group by w."lexeme"
      $$;`);
    this.addSql(`create function "add_product_search_terms"(product_ids uuid[]) returns void language sql as $$
      with added as (
        insert into "product_search_terms" ("lexeme", "score", "created_at", "product_id")
          select s."lexeme", s."score", p."created_at", p."id"
          from "products" p join "brands" b on b."id" = p."brand_id", "product_search_term_scores"(p."search_vector", b."name") s
          where p."id" = any(product_ids)
          returning "lexeme")
      insert into "product_search_lexicon" ("lexeme") select distinct "lexeme" from added on conflict do nothing;
    $$;`);
    this.addSql(`create function "remove_product_search_terms"(product_id uuid, created_at timestamptz, search_vector tsvector, brand_name text) returns void language sql as $$
      delete from "product_search_terms" t using "product_search_term_scores"(search_vector, brand_name) s
        where t."lexeme" = s."lexeme" and t."score" = s."score" and t."created_at" = remove_product_search_terms.created_at
          and t."product_id" = remove_product_search_terms.product_id;
    $$;`);
    this.addSql(`create function "index_inserted_product_search_terms"() returns trigger language plpgsql as $$
      begin
        perform "add_product_search_terms"(array(select "id" from "inserted_products"));
        return null;
      end $$;`);
    this.addSql(`create trigger "products_index_inserted_search_terms" after insert on "products" referencing new table as "inserted_products"
      for each statement execute function "index_inserted_product_search_terms"();`);
    this.addSql(`create function "index_changed_product_search_terms"() returns trigger language plpgsql as $$
      begin
        perform "remove_product_search_terms"(old."id", old."created_at", old."search_vector", (select "name" from "brands" where "id" = old."brand_id"));
        perform "add_product_search_terms"(array[new."id"]);
        return null;
      end $$;`);
    this.addSql(`create trigger "products_index_changed_search_terms" after update of "name", "categories", "tags", "description", "brand_id", "created_at" on "products"
      for each row when (old."search_vector" is distinct from new."search_vector" or old."brand_id" is distinct from new."brand_id" or old."created_at" is distinct from new."created_at")
      execute function "index_changed_product_search_terms"();`);
    this.addSql(`create function "index_deleted_product_search_terms"() returns trigger language plpgsql as $$
      begin
        perform "remove_product_search_terms"(o."id", o."created_at", o."search_vector", b."name")
          from "deleted_products" o left join "brands" b on b."id" = o."brand_id";
        return null;
      end $$;`);
    this.addSql(`create trigger "products_index_deleted_search_terms" after delete on "products" referencing old table as "deleted_products"
      for each statement execute function "index_deleted_product_search_terms"();`);
    // A brand's words are part of its products' rows: a rename re-indexes them, and a removal takes
    // their rows while the brand's name is still there to compute them (its products go by cascade).
    this.addSql(`create function "index_changed_brand_search_terms"() returns trigger language plpgsql as $$
      begin
        perform "remove_product_search_terms"(p."id", p."created_at", p."search_vector", old."name") from "products" p where p."brand_id" = old."id";
        if tg_op = 'UPDATE' then
          perform "add_product_search_terms"(array(select "id" from "products" where "brand_id" = new."id"));
          return null;
        end if;
        return old;
      end $$;`);
    this.addSql(`create trigger "brands_index_renamed_search_terms" after update of "name" on "brands"
      for each row when (old."name" is distinct from new."name") execute function "index_changed_brand_search_terms"();`);
    this.addSql(`create trigger "brands_index_deleted_search_terms" before delete on "brands"
      for each row execute function "index_changed_brand_search_terms"();`);
    this.addSql(`select "add_product_search_terms"(array(select "id" from "products"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists "brands_index_deleted_search_terms" on "brands";`);
    this.addSql(`drop trigger if exists "brands_index_renamed_search_terms" on "brands";`);
    this.addSql(`drop trigger if exists "products_index_deleted_search_terms" on "products";`);
    this.addSql(`drop trigger if exists "products_index_changed_search_terms" on "products";`);
    this.addSql(`drop trigger if exists "products_index_inserted_search_terms" on "products";`);
    this.addSql(`drop function if exists "index_changed_brand_search_terms"();`);
    this.addSql(`drop function if exists "index_deleted_product_search_terms"();`);
    this.addSql(`drop function if exists "index_changed_product_search_terms"();`);
    this.addSql(`drop function if exists "index_inserted_product_search_terms"();`);
    this.addSql(`drop function if exists "remove_product_search_terms"(uuid, timestamptz, tsvector, text);`);
    this.addSql(`drop function if exists "add_product_search_terms"(uuid[]);`);
    this.addSql(`drop function if exists "product_search_term_scores"(tsvector, text);`);
    this.addSql(`drop table if exists "product_search_lexicon";`);
    this.addSql(`drop table if exists "product_search_terms";`);
  }
}
