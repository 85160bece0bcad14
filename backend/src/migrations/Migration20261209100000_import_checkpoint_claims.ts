import { Migration } from '@mikro-orm/migrations';

/**
 * product_import_checkpoints.claimed_by: the attempt that may write the import's next batch. An attempt
 * claims the row when it starts (reading the checkpoint in the same statement); a batch is written only
 * while its attempt still holds the claim, so a worker that lost its job lock (a stalled Redis) can neither
 * write nor count a batch that the job's new holder has taken over.
 */
export class Migration20261209100000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "product_import_checkpoints" add column "claimed_by" uuid null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "product_import_checkpoints" drop column "claimed_by";`);
  }
}
