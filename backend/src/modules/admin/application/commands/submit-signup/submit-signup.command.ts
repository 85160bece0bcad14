import { Command } from '@nestjs/cqrs';
import type { SignupUserType } from '../../../domain/signup';

/** A visitor's early-access sign-up from the popup; the same email twice stores one row. */
export class SubmitSignupCommand extends Command<{ created: boolean }> {
  constructor(
    readonly name: string,
    readonly email: string,
    readonly userType: SignupUserType,
  ) {
    super();
  }
}
