import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BACK_OFFICE_STORE, BackOfficeStore } from '../../ports/back-office-store.port';
import { SubmitSignupCommand } from './submit-signup.command';

@CommandHandler(SubmitSignupCommand)
export class SubmitSignupHandler implements ICommandHandler<SubmitSignupCommand, { created: boolean }> {
  constructor(@Inject(BACK_OFFICE_STORE) private readonly store: BackOfficeStore) {}

  async execute({ name, email, userType }: SubmitSignupCommand): Promise<{ created: boolean }> {
    return { created: await this.store.addSignup({ name: name.trim(), email: email.trim(), userType }) };
  }
}
