import { Body, Controller, Delete, Get, HttpCode, Patch, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, RequiresStepUp, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import {
  DeleteWebhookEndpointCommand,
  ListWebhookDeliveriesQuery,
  ListWebhookEndpointsQuery,
  RegisterWebhookEndpointCommand,
  RetryWebhookDeliveryCommand,
  RotateWebhookSecretCommand,
  UpdateWebhookEndpointCommand,
  WebhookDeliveryNotFoundError,
  WebhookEndpointNotFoundError,
  WebhookUrlRefusedError,
  type WebhookDeliveryView,
  type WebhookEndpointView,
} from '../../../notifications';
import { RegisteredWebhookEndpointDto, RegisterWebhookEndpointDto, UpdateWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto } from './dto/webhooks.dto';

const DELIVERIES_SHOWN = 100;

/**
 * Webhooks for integrators: endpoints that receive signed JSON deliveries of the shop's events
 * (docs/integrating.md shows how to verify Rounds-Signature). Admins only.
 */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/webhooks')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminWebhooksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post()
  @RequiresStepUp()
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description:
      'Registers an https URL for the listed event types and answers its signing secret, shown only here. The URL must not resolve to a private, loopback or link-local address ' +
      '(checked now and at each delivery), except hosts listed in WEBHOOK_ALLOWED_PRIVATE_HOSTS, which may also use http. Each delivery is a POST of {id, type, createdAt, data} ' +
      'with Rounds-Event-Id, Rounds-Event-Type and Rounds-Signature; a 2xx within 10 s is success, anything else is retried with backoff for 3 days. Not idempotent. ' +
      'Needs a fresh confirmation (the sign-in or POST /api/user/step-up within the last 5 minutes, else 403 STEP_UP_REQUIRED). Written to the audit log (webhook.created).',
  })
  @ApiCreatedResponse({ type: RegisteredWebhookEndpointDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new WebhookUrlRefusedError('webhook URLs must use https://'))
  async registerWebhookEndpoint(@CurrentUser() admin: SignedInUser, @Body() body: RegisterWebhookEndpointDto): Promise<RegisteredWebhookEndpointDto> {
    const registered = await this.commandBus.execute(new RegisterWebhookEndpointCommand(admin.id, body.url, body.events));
    return { ...endpointDto(registered), secret: registered.secret };
  }

  @Post(':id/secret')
  @HttpCode(200)
  @RequiresStepUp()
  @ApiOperation({
    summary: "Rotate a webhook endpoint's signing secret",
    description:
      'Replaces the signing secret and answers the new one, shown only here; every delivery from now on (retries included) is signed with it, and the old one stops working at once. ' +
      'Needs a fresh confirmation (the sign-in or POST /api/user/step-up within the last 5 minutes, else 403 STEP_UP_REQUIRED). Written to the audit log (webhook.secret_rotated). Not idempotent: each call makes a new secret.',
  })
  @ApiOkResponse({ type: RegisteredWebhookEndpointDto })
  @ApiDomainErrors(new WebhookEndpointNotFoundError())
  async rotateWebhookSecret(@CurrentUser() admin: SignedInUser, @UuidParam('id', 'a webhook endpoint id') id: string): Promise<RegisteredWebhookEndpointDto> {
    const rotated = await this.commandBus.execute(new RotateWebhookSecretCommand(admin.id, id));
    return { ...endpointDto(rotated), secret: rotated.secret };
  }

  @Get()
  @ApiOperation({ summary: 'The webhook endpoints', description: 'Every registered endpoint, oldest first, with whether it is failing. Never the secrets. Changes nothing.' })
  @ApiOkResponse({ type: [WebhookEndpointDto] })
  async listWebhookEndpoints(): Promise<WebhookEndpointDto[]> {
    return (await this.queryBus.execute(new ListWebhookEndpointsQuery())).map(endpointDto);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change a webhook endpoint', description: 'Changes the URL (checked as at registration), the event types or active. active true resumes a paused or failing endpoint. Written to the audit log (webhook.updated).' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new WebhookUrlRefusedError('webhook URLs must use https://'), new WebhookEndpointNotFoundError())
  async updateWebhookEndpoint(@CurrentUser() admin: SignedInUser, @UuidParam('id', 'a webhook endpoint id') id: string, @Body() body: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return endpointDto(await this.commandBus.execute(new UpdateWebhookEndpointCommand(admin.id, id, { url: body.url, events: body.events, active: body.active })));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a webhook endpoint', description: 'Removes the endpoint and its deliveries; nothing more is sent to it. Written to the audit log (webhook.deleted).' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiDomainErrors(new WebhookEndpointNotFoundError())
  async deleteWebhookEndpoint(@CurrentUser() admin: SignedInUser, @UuidParam('id', 'a webhook endpoint id') id: string): Promise<void> {
    await this.commandBus.execute(new DeleteWebhookEndpointCommand(admin.id, id));
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "A webhook endpoint's deliveries", description: `The last ${DELIVERIES_SHOWN} deliveries, newest first: status, attempts, last response code and next retry. Changes nothing.` })
  @ApiOkResponse({ type: [WebhookDeliveryDto] })
  @ApiDomainErrors(new WebhookEndpointNotFoundError())
  async listWebhookDeliveries(@UuidParam('id', 'a webhook endpoint id') id: string): Promise<WebhookDeliveryDto[]> {
    const deliveries = await this.queryBus.execute(new ListWebhookDeliveriesQuery(id, DELIVERIES_SHOWN));
    if (!deliveries) throw new WebhookEndpointNotFoundError();
    return deliveries.map(deliveryDto);
  }

  @Post(':id/deliveries/:deliveryId/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a delivery again', description: 'Makes the delivery due now: the dispatcher sends it within seconds, with the same Rounds-Event-Id. Also for one delivered or given up.' })
  @ApiOkResponse({ type: WebhookDeliveryDto })
  @ApiDomainErrors(new WebhookDeliveryNotFoundError())
  async retryWebhookDelivery(@UuidParam('id', 'a webhook endpoint id') id: string, @UuidParam('deliveryId', 'a delivery id') deliveryId: string): Promise<WebhookDeliveryDto> {
    return deliveryDto(await this.commandBus.execute(new RetryWebhookDeliveryCommand(id, deliveryId)));
  }
}

function endpointDto(endpoint: WebhookEndpointView): WebhookEndpointDto {
  return {
    id: endpoint.id,
    url: endpoint.url,
    events: endpoint.events,
    active: endpoint.active,
    failing: endpoint.failingSince !== null,
    failingSince: endpoint.failingSince?.toISOString() ?? null,
    createdAt: endpoint.createdAt.toISOString(),
  };
}

function deliveryDto(delivery: WebhookDeliveryView): WebhookDeliveryDto {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    status: delivery.status,
    attempts: delivery.attempts,
    lastResponseCode: delivery.lastResponseCode,
    lastError: delivery.lastError,
    nextRetryAt: delivery.nextRetryAt?.toISOString() ?? null,
    createdAt: delivery.createdAt.toISOString(),
    deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
  };
}
