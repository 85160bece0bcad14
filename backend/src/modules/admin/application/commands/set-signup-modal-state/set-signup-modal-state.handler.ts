import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { SIGNUP_MODAL_DEFAULT, SIGNUP_MODAL_SETTING } from '../../../domain/signup';
import { BACK_OFFICE_STORE, BackOfficeStore } from '../../ports/back-office-store.port';
import { SetSignupModalStateCommand } from './set-signup-modal-state.command';

@CommandHandler(SetSignupModalStateCommand)
export class SetSignupModalStateHandler implements ICommandHandler<SetSignupModalStateCommand, { enabled: boolean }> {
  constructor(
    @Inject(BACK_OFFICE_STORE) private readonly store: BackOfficeStore,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  execute({ enabled, actorUserId }: SetSignupModalStateCommand): Promise<{ enabled: boolean }> {
    return this.unitOfWork.run(async (tx) => {
      const before = (await this.store.putSetting(tx, SIGNUP_MODAL_SETTING, { enabled })) ?? SIGNUP_MODAL_DEFAULT;
      await this.auditTrail.record(tx, {
        action: 'setting.signup_modal_changed',
        entityType: 'setting',
        entityId: SIGNUP_MODAL_SETTING,
        actorUserId,
        details: { before, after: { enabled } },
      });
      return { enabled };
    });
  }
}
