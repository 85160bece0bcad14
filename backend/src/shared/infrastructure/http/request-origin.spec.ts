import { requestOrigin } from './request-origin';

const request = (protocol: string, host: string | undefined) => ({ protocol, get: (name: string) => (name.toLowerCase() === 'host' ? host : undefined) });

describe('requestOrigin', () => {
  it('reads the protocol and Host the request came in on, port included', () => {
    expect(requestOrigin(request('http', '127.0.0.1:41873'))).toBe('http://127.0.0.1:41873');
    expect(requestOrigin(request('https', 'Shop.Example'))).toBe('https://shop.example');
    expect(requestOrigin(request('http', '[::1]:3000'))).toBe('http://[::1]:3000');
  });

  it('refuses a Host that is not a plain host and port', () => {
    for (const host of [undefined, '', 'evil.example/path', 'a b', 'shop.example:99999999', 'user@shop.example']) {
      expect(requestOrigin(request('http', host))).toBeNull();
    }
  });
});
