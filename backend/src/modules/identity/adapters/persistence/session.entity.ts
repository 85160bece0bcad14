import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** Server-side sessions (the connect-pg-simple layout), shared by every API process. */
@Entity({ tableName: 'sessions' })
export class SessionEntity {
  @PrimaryKey({ type: 'string', columnType: 'varchar(255)' })
  sid!: string;

  @Property({ type: 'json', columnType: 'json' })
  sess!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamp(6)' })
  @Index()
  expire!: Date;
}
