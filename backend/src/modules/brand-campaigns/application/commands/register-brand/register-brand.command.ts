import { Command } from '@nestjs/cqrs';

export interface RegisteredBrand {
  user: { id: string; username: string; email: string | null; role: string };
  brand: { id: string; name: string; description: string | null };
}

/** POST /api/auth/register-brand: a brand account and its brand, created together or not at all. */
export class RegisterBrandCommand extends Command<RegisteredBrand> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly email: string,
    readonly brandName: string,
    readonly description: string | null,
  ) {
    super();
  }
}
