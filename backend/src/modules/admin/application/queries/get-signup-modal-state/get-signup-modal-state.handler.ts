import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SIGNUP_MODAL_DEFAULT, SIGNUP_MODAL_SETTING } from '../../../domain/signup';
import { BACK_OFFICE_STORE, BackOfficeStore } from '../../ports/back-office-store.port';
import { GetSignupModalStateQuery } from './get-signup-modal-state.query';

@QueryHandler(GetSignupModalStateQuery)
export class GetSignupModalStateHandler implements IQueryHandler<GetSignupModalStateQuery, { enabled: boolean }> {
  constructor(@Inject(BACK_OFFICE_STORE) private readonly store: BackOfficeStore) {}

  async execute(): Promise<{ enabled: boolean }> {
    const stored = await this.store.getSetting<{ enabled?: unknown }>(SIGNUP_MODAL_SETTING);
    return stored === null ? SIGNUP_MODAL_DEFAULT : { enabled: stored.enabled === true };
  }
}
