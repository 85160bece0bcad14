import { Migration } from '@mikro-orm/migrations';

/**
 * Search ranked by relevance. Each product keeps a full-text vector of its own words
 * ('english' configuration: case and plurals folded), one weight per field so a search can tell
 * where a word matched: A = name, B = primary category (the first), C = its other categories and
 * its tags, D = description. A stored generated
 * column, so PostgreSQL keeps it in step with every write (the import included) and ranking reads
 * it instead of parsing text per row; a GIN index finds whole-word matches. Substring matches stay
 * on the trigram indexes. The brand's name is ranked from the brands table (small, and not
 * something a product row can depend on).
 */
export class Migration20261205110000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "product_search_vector"(name text, categories text[], tags text[], description text)
      returns tsvector language sql immutable parallel safe as $$
        select setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A')
          || setweight(to_tsvector('english'::regconfig, coalesce(categories[1], '')), 'B')
          || setweight(to_tsvector('english'::regconfig,
               coalesce(array_to_string(categories[2:], ' '), '') || ' ' || coalesce(array_to_string(tags, ' '), '')), 'C')
          || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'D')
      $$;`);
    this.addSql(`alter table "products" add column "search_vector" tsvector
      generated always as ("product_search_vector"("name", "categories", "tags", "description")) stored;`);
    this.addSql(`create index "products_search_vector_index" on "products" using gin ("search_vector");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "products_search_vector_index";`);
    this.addSql(`alter table "products" drop column if exists "search_vector";`);
    this.addSql(`drop function if exists "product_search_vector"(text, text[], text[], text);`);
  }
}
