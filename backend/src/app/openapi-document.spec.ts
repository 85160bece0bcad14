import { GUARDS_METADATA } from '@nestjs/common/constants';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { RolesGuard, SignedInGuard } from '../modules/identity';
import { RATE_LIMIT_KIND } from '../shared/infrastructure/http/rate-limit/rate-limit.decorator';
import { composeOpenApiDocument } from './openapi-document';

/** @nestjs/swagger's metadata key of @ApiExcludeController() (its constants module is not exported). */
const API_EXCLUDE_CONTROLLER = 'swagger/apiExcludeController';

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  responses: Record<string, { 'x-error-codes'?: string[]; headers?: Record<string, unknown> }>;
}

/**
 * The document says what the code does: an operation behind SignedInGuard or RolesGuard is documented
 * as needing the session (and 401/403), and only those are; a rate-limited one documents its 429.
 * The Redocly lint checks the document against itself; this checks it against the guards.
 */
describe('OpenAPI document against the guards', () => {
  let app: NestExpressApplication;
  let document: OpenAPIObject;

  beforeAll(async () => {
    ({ app, document } = await composeOpenApiDocument());
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
  });

  function operationsById(): Map<string, Operation> {
    const byId = new Map<string, Operation>();
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item) as Operation[]) if (operation?.operationId) byId.set(operation.operationId, operation);
    }
    return byId;
  }

  function routes(): { name: string; guards: unknown[]; rateLimited: boolean }[] {
    const found: { name: string; guards: unknown[]; rateLimited: boolean }[] = [];
    for (const module of app.get(ModulesContainer).values()) {
      for (const wrapper of module.controllers.values()) {
        const controller = wrapper.metatype as { prototype: Record<string, unknown> } | null;
        // Controllers kept out of the API document on purpose (robots.txt and the sitemaps are for crawlers).
        if (!controller || Reflect.getMetadata(API_EXCLUDE_CONTROLLER, controller)?.[0] === true) continue;
        for (const name of Object.getOwnPropertyNames(controller.prototype)) {
          const method = controller.prototype[name];
          if (name === 'constructor' || typeof method !== 'function' || !Reflect.getMetadata('path', method)) continue;
          const guards = [...(Reflect.getMetadata(GUARDS_METADATA, controller) ?? []), ...(Reflect.getMetadata(GUARDS_METADATA, method) ?? [])];
          found.push({ name, guards, rateLimited: Reflect.getMetadata(RATE_LIMIT_KIND, method) !== undefined });
        }
      }
    }
    return found;
  }

  it('documents every guarded operation as needing the session, with 401 (and 403 for roles), and no other', () => {
    const operations = operationsById();
    const problems: string[] = [];
    for (const route of routes()) {
      const operation = operations.get(route.name);
      if (!operation) {
        problems.push(`${route.name}: not in the document`);
        continue;
      }
      const guarded = route.guards.includes(SignedInGuard) || route.guards.includes(RolesGuard);
      const documented = (operation.security ?? []).some((requirement) => 'cookie' in requirement);
      if (guarded !== documented) problems.push(`${route.name}: guarded ${guarded}, documented as needing the session ${documented} (use ApiSignedIn or ApiRoles)`);
      if (guarded && !operation.responses['401']?.['x-error-codes']?.includes('NOT_SIGNED_IN')) problems.push(`${route.name}: no 401 NOT_SIGNED_IN`);
      if (route.guards.includes(RolesGuard) && !operation.responses['403']?.['x-error-codes']?.includes('ROLE_REQUIRED')) problems.push(`${route.name}: no 403 ROLE_REQUIRED`);
      if (route.rateLimited && !operation.responses['429']?.headers?.['Retry-After']) problems.push(`${route.name}: rate limited without a documented 429 and Retry-After`);
    }
    expect(problems).toEqual([]);
    expect(routes().length).toBe(operations.size);
    expect(routes().filter((route) => route.guards.includes(SignedInGuard)).length).toBeGreaterThan(10);
  });

  it('names a relative server and describes how to obtain the session cookie', () => {
    expect(document.servers).toEqual([expect.objectContaining({ url: '/' })]);
    const cookie = document.components?.securitySchemes?.cookie as { in: string; name: string; description: string };
    expect(cookie).toMatchObject({ in: 'cookie', name: 'rounds.sid' });
    expect(cookie.description).toContain('POST /api/login');
  });
});
