import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Rounds API')
    .setDescription(
      'Rounds — Buy better, together. Amounts are US dollars with at most two decimals. ' +
        'Errors are JSON {statusCode, message, code}. Sign in with POST /api/login; the session cookie authenticates later calls.',
    )
    .setVersion('1.0.0')
    .addCookieAuth('rounds.sid')
    .build();
  // operationId = method name, so the generated client reads naturally (method names are unique).
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (_controller, method) => method });
}

export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    useGlobalPrefix: false,
  });
}
