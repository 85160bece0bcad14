import { randomUUID } from 'node:crypto';
import { Opt, PrimaryKey, Property } from '@mikro-orm/core';

/** uuid id (also defaulted by the database, for bulk SQL inserts) and created/updated timestamps. */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
