import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../../catalog';
import { RegisterUserCommand } from '../../../../identity';
import { RegisterBrandCommand, RegisteredBrand } from './register-brand.command';

@CommandHandler(RegisterBrandCommand)
export class RegisterBrandHandler implements ICommandHandler<RegisterBrandCommand, RegisteredBrand> {
  constructor(
    private readonly commandBus: CommandBus,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
  ) {}

  async execute({ username, password, email, brandName, description }: RegisterBrandCommand): Promise<RegisteredBrand> {
    // One transaction: a taken username (identity) or brand name (catalog) rolls back both writes.
    return this.unitOfWork.run(async (tx) => {
      const user = await this.commandBus.execute(new RegisterUserCommand(username, password, email, { kind: 'brand', tx }));
      const brand = await this.brands.createOwned(tx, { ownerUserId: user.id, name: brandName, description });
      return {
        user: { id: user.id, username: user.username, email: user.email, role: user.role },
        brand: { id: brand.id, name: brand.name, description: brand.description },
      };
    });
  }
}
