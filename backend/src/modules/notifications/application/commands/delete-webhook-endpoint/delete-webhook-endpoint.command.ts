import { Command } from '@nestjs/cqrs';

/** Removes an endpoint with its deliveries. */
export class DeleteWebhookEndpointCommand extends Command<void> {
  constructor(
    readonly actorUserId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
