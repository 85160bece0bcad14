// Hand-written until docs/openapi.json exists; then these become re-exports of the generated model.
export type UserRole = 'user' | 'creator' | 'admin' | 'brand' | (string & {});

export interface User {
  id: string;
  username: string;
  email?: string | null;
  role: UserRole;
  curatorStatus?: string | null;
  commissionRate?: number | string | null;
  ageVerified: boolean;
  displayName?: string | null;
  bio?: string | null;
  profileImage?: string | null;
  heroImage?: string | null;
  pageLayout?: unknown;
  createdAt?: string;
}

export interface LoginBody {
  username: string;
  password: string;
}

export interface RegisterBody {
  username: string;
  password: string;
  email?: string;
}
