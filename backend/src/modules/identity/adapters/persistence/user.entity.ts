import { Entity, Enum, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { bigCents, decimal, jsonb } from '../../../../shared/infrastructure/database/column-types';
import { CURATOR_STATUSES, CuratorStatus, USER_ROLES, UserRole } from '../../domain/user-role';

export interface BankingDetails {
  accountHolderName: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  accountType: 'checking' | 'savings';
}

export interface PageLayout {
  sections: unknown[];
  customBlocks: unknown[];
}

@Entity({ tableName: 'users' })
export class UserEntity extends BaseEntity {
  @Property({ type: 'string', length: 50 })
  @Unique()
  username!: string;

  /** An argon2id hash; never leaves the identity module's persistence adapter. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  @Index()
  email?: string | null;

  @Enum({ items: () => [...USER_ROLES], type: 'string', default: 'user' })
  role: UserRole & Opt = 'user';

  @Property({ type: 'boolean', default: false })
  ageVerified: boolean & Opt = false;

  @Enum({ items: () => [...CURATOR_STATUSES], type: 'string', default: 'user' })
  curatorStatus: CuratorStatus & Opt = 'user';

  @Property(bigCents())
  totalSalesGeneratedCents: number & Opt = 0;

  /** Percent of GMV paid as commission (0, 5, 7, 10 by tier). */
  @Property({ ...decimal(5, 2), default: 0 })
  commissionRate: number & Opt = 0;

  @Property({ type: 'string', length: 100, nullable: true })
  displayName?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Property({ type: 'text', nullable: true })
  profileImage?: string | null;

  @Property({ type: 'text', nullable: true })
  heroImage?: string | null;

  @Property({ ...jsonb, nullable: true, hidden: true, lazy: true })
  bankingDetails?: BankingDetails | null;

  @Property({ ...jsonb, nullable: true })
  pageLayout?: PageLayout | null;
}
