import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/** Where the reference page lives, beside Swagger UI at /api/docs; both read /api/docs-json. */
export const API_REFERENCE_PATH = '/api/reference';
const SCRIPT_PATH = `${API_REFERENCE_PATH}/scalar.js`;

/**
 * Scalar's settings for an offline, same-origin page under the app's Content-Security-Policy: no web
 * fonts from fonts.scalar.com (system fonts instead), no telemetry, no request proxy, no AI agent or
 * developer toolbar (they call Scalar's services). The "Test request" client calls this same origin, with the session cookie.
 */
const SCALAR_CONFIGURATION = {
  url: '/api/docs-json',
  withDefaultFonts: false,
  telemetry: false,
  hideClientButton: true,
  showDeveloperTools: 'never',
  // The AI agent searches Scalar's registry on api.scalar.com: off, the page stays offline.
  agent: { disabled: true },
  hideDownloadButton: false,
  defaultOpenAllTags: false,
  metaData: { title: 'Rounds API reference' },
};

const escapeAttribute = (value: string): string => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** No inline script: the configuration rides on a data attribute and the bundle is a same-origin file. */
export const API_REFERENCE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Rounds API reference</title>
    <link rel="icon" href="data:," />
  </head>
  <body>
    <noscript>The reference needs JavaScript. The same document is at /api/docs-json, and Swagger UI at /api/docs.</noscript>
    <script id="api-reference" data-url="/api/docs-json" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
    <script src="${SCRIPT_PATH}"></script>
  </body>
</html>
`;

/** Serves the Scalar API reference at /api/reference, its script straight from node_modules (no CDN). */
export function mountApiReference(app: INestApplication): void {
  const scriptFile = require.resolve('@scalar/api-reference/browser/standalone.js');
  app.use(API_REFERENCE_PATH, (request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    if (request.path === '/' || request.path === '') {
      response.setHeader('Cache-Control', 'no-cache');
      response.type('html').send(API_REFERENCE_HTML);
      return;
    }
    if (request.path === '/scalar.js') {
      response.sendFile(scriptFile, { maxAge: '1h', headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
      return;
    }
    next();
  });
}
