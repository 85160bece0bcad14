import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { SignupUserType } from '../../domain/signup';

export interface SignupRow {
  id: string;
  name: string;
  email: string;
  userType: SignupUserType;
  createdAt: Date;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export const BACK_OFFICE_STORE = Symbol('BACK_OFFICE_STORE');

/** The admin module's own tables: signups, admin_settings. */
export interface BackOfficeStore {
  /** Stores the sign-up unless its email (without letter case) already signed up; answers whether a row was added. */
  addSignup(signup: { name: string; email: string; userType: SignupUserType }): Promise<boolean>;
  getSetting<T>(key: string): Promise<T | null>;
  /** Sets the value inside `tx`; answers the value before (null when unset). */
  putSetting<T>(tx: TransactionContext, key: string, value: T): Promise<T | null>;
}
