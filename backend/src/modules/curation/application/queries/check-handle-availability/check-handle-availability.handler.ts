import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CREATOR_HANDLE_PATTERN, CreatorHandleTakenError, InvalidCreatorHandleError, normalizeHandle } from '../../../domain/creator-application';
import { CREATOR_APPLICATIONS, CreatorApplications } from '../../ports/creator-applications.port';
import { CheckHandleAvailabilityQuery, HandleAvailability } from './check-handle-availability.query';

@QueryHandler(CheckHandleAvailabilityQuery)
export class CheckHandleAvailabilityHandler implements IQueryHandler<CheckHandleAvailabilityQuery, HandleAvailability> {
  constructor(@Inject(CREATOR_APPLICATIONS) private readonly applications: CreatorApplications) {}

  async execute({ handle: raw }: CheckHandleAvailabilityQuery): Promise<HandleAvailability> {
    const handle = normalizeHandle(raw);
    if (!CREATOR_HANDLE_PATTERN.test(handle)) return { handle, available: false, reason: new InvalidCreatorHandleError().message };
    if (!(await this.applications.isHandleFree(handle))) return { handle, available: false, reason: new CreatorHandleTakenError(handle).message };
    return { handle, available: true, reason: null };
  }
}
