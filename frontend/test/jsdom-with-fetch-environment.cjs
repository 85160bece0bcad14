// jsdom has no fetch API. The app's fetcher needs `Headers` and `Response` as a browser has them,
// so the tests' window gets Node's own (the WHATWG implementations, the same classes browsers
// expose); `fetch` itself is replaced by each test's fake.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    Object.assign(this.global, {
      fetch: globalThis.fetch,
      Headers: globalThis.Headers,
      Request: globalThis.Request,
      Response: globalThis.Response,
      AbortController: globalThis.AbortController,
      AbortSignal: globalThis.AbortSignal,
      structuredClone: globalThis.structuredClone,
      TextEncoder: globalThis.TextEncoder,
      TextDecoder: globalThis.TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
