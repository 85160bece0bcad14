import type { LoginDto, RegisterDto, UserDto, UserDtoRole } from '@/api/generated/model';

export type User = UserDto;
export type UserRole = UserDtoRole;
export type LoginBody = LoginDto;
export type RegisterBody = RegisterDto;
