import type { IncomingMessage } from 'node:http';
import { loadConfig } from '../../../config/app-config';
import { metricsAccessRule } from './metrics-endpoint';

function request(remoteAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('Who may read /metrics', () => {
  const TOKEN = 'scrape-token-0123456789abcdef';

  it('by default: direct connections from loopback, IPv4 or IPv6, and nobody else', () => {
    const allowed = metricsAccessRule(loadConfig({}, '/repo'));
    expect(allowed(request('127.0.0.1'))).toBe(true);
    expect(allowed(request('::1'))).toBe(true);
    expect(allowed(request('::ffff:127.0.0.1'))).toBe(true);
    expect(allowed(request('10.0.0.7'))).toBe(false);
    expect(allowed(request('203.0.113.9'))).toBe(false);
  });

  it('never on the strength of an address when a proxy forwarded the request (the socket is the proxy)', () => {
    const allowed = metricsAccessRule(loadConfig({}, '/repo'));
    expect(allowed(request('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(allowed(request('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    expect(allowed(request('127.0.0.1', { 'x-real-ip': '203.0.113.9' }))).toBe(false);
  });

  it('METRICS_ALLOW lists addresses and subnets; "none" leaves the token only', () => {
    const subnet = metricsAccessRule(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.168.1.20' }, '/repo'));
    expect(subnet(request('10.1.2.3'))).toBe(true);
    expect(subnet(request('192.168.1.20'))).toBe(true);
    expect(subnet(request('192.168.1.21'))).toBe(false);
    expect(subnet(request('127.0.0.1'))).toBe(false);
    const none = metricsAccessRule(loadConfig({ METRICS_ALLOW: 'none', METRICS_TOKEN: TOKEN }, '/repo'));
    expect(none(request('127.0.0.1'))).toBe(false);
    expect(none(request('127.0.0.1', { authorization: `Bearer ${TOKEN}` }))).toBe(true);
  });

  it('METRICS_TOKEN as a bearer token opens it from anywhere, also through a proxy; a wrong one does not', () => {
    const allowed = metricsAccessRule(loadConfig({ METRICS_TOKEN: TOKEN }, '/repo'));
    expect(allowed(request('203.0.113.9', { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '198.51.100.1' }))).toBe(true);
    expect(allowed(request('203.0.113.9', { authorization: `Bearer ${TOKEN}x` }))).toBe(false);
    expect(allowed(request('203.0.113.9', { authorization: TOKEN }))).toBe(false);
  });

  it('refuses a bad METRICS_ALLOW or a short METRICS_TOKEN at boot', () => {
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/99' }, '/repo')).toThrow(/METRICS_ALLOW must be "none" or a comma-separated list/);
    expect(() => loadConfig({ METRICS_ALLOW: 'everyone' }, '/repo')).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' }, '/repo')).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
