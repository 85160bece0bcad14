// Hand-written stand-ins with the same names and signatures orval generates for these
// operationIds; replaced by re-exports of src/api/generated once docs/openapi.json exists.
import { apiFetch } from '@/api/fetcher';
import type { LoginBody, RegisterBody, User } from './types';

export const getGetCurrentUserQueryKey = () => ['/api/user'] as const;

export const getCurrentUser = (options?: RequestInit, signal?: AbortSignal) =>
  apiFetch<User>({ url: '/api/user', method: 'GET', signal }, options);

export const login = (body: LoginBody) => apiFetch<User>({ url: '/api/login', method: 'POST', data: body });

export const register = (body: RegisterBody) => apiFetch<User>({ url: '/api/register', method: 'POST', data: body });

export const logout = () => apiFetch<void>({ url: '/api/logout', method: 'POST' });

export const verifyAge = () => apiFetch<User>({ url: '/api/verify-age', method: 'POST' });
