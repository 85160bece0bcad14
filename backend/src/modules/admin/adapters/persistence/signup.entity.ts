import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';

export const SIGNUP_USER_TYPES = ['brand', 'shopper', 'curator'] as const;

/** Early-access sign-ups from the popup. */
@Entity({ tableName: 'signups' })
export class SignupEntity extends BaseEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  @Index()
  email!: string;

  @Enum({ items: () => [...SIGNUP_USER_TYPES], type: 'string' })
  userType!: (typeof SIGNUP_USER_TYPES)[number];
}
