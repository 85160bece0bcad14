import type { LoginDto, RegisterDto, UserDto, UserRole as GeneratedUserRole } from '@/api/generated/model';

export type User = UserDto;
export type UserRole = GeneratedUserRole;
export type LoginBody = LoginDto;
export type RegisterBody = RegisterDto;
