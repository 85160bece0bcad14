import { jsonNestingDepth, MAX_JSON_BODY_DEPTH, refuseDeepJson } from './body-depth';
import { unsafeStringInRequest } from './string-guard';

describe('string guard', () => {
  const request = (overrides: Partial<{ path: string; query: unknown; body: unknown }>) => ({ path: '/api/x', query: {}, body: undefined, ...overrides }) as never;

  it('lets ordinary requests through', () => {
    expect(unsafeStringInRequest(request({ path: '/api/creators/maya%20pours', query: { q: 'rye 🥃' }, body: { name: 'Ann' } }))).toBeNull();
  });

  it('refuses a NUL in the decoded path, so in every route parameter', () => {
    expect(unsafeStringInRequest(request({ path: '/api/creators/%00' }))).toMatch(/path contains a NUL/);
  });

  it('refuses a path that is not valid percent-encoded UTF-8 (a lone surrogate cannot be encoded)', () => {
    expect(unsafeStringInRequest(request({ path: '/api/creators/%ED%A0%80' }))).toMatch(/percent-encoded/);
    expect(unsafeStringInRequest(request({ path: '/api/creators/%E0%A4%A' }))).toMatch(/percent-encoded/);
  });

  it('names the query parameter or body field', () => {
    expect(unsafeStringInRequest(request({ query: { search: 'a\u0000' } }))).toBe('Query parameter search contains a NUL character (\\u0000).');
    expect(unsafeStringInRequest(request({ body: { email: 'x\ud800@example.com' } }))).toMatch(/^email contains an unpaired UTF-16 surrogate/);
    expect(unsafeStringInRequest(request({ body: 'a\u0000' }))).toMatch(/^The request body contains a NUL/);
  });
});

describe('JSON nesting depth', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth(Buffer.from('{"a":[1,{"b":2}]}'))).toBe(3);
    expect(jsonNestingDepth(Buffer.from('{"a":"[[[[{{{{\\"]]]"}'))).toBe(1);
    expect(jsonNestingDepth(Buffer.from('"plain"'))).toBe(0);
  });

  it('refuses a body deeper than the limit and accepts one at it', () => {
    const nested = (depth: number) => Buffer.from('['.repeat(depth) + ']'.repeat(depth));
    expect(() => refuseDeepJson({} as never, {}, nested(MAX_JSON_BODY_DEPTH))).not.toThrow();
    expect(() => refuseDeepJson({} as never, {}, nested(5000))).toThrow(/more than 32 levels/);
    expect(() => refuseDeepJson({} as never, {}, Buffer.from('{"a":'.repeat(3000) + '1' + '}'.repeat(3000)))).toThrow();
  });
});
