import { Logger } from '@nestjs/common';
import { createLogger, NestPinoLogger, runWithLogContext } from './logger';
import { maskCardNumbers, REDACTED } from './redaction';

/** A logger writing into an array, one parsed JSON object per line. */
function capturedLogger(level: 'error' | 'warn' | 'log' | 'debug' = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ level, format: 'json', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });
  return { logger, lines };
}

const SECRETS = {
  password: 'hunter2-secret-password',
  cookie: 'rounds.sid=s%3Asession-id-abcdef.signature',
  sessionId: 'session-id-abcdef',
  cardNumber: '4242 4242 4242 4242',
  cvv: '987',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountHolderName: 'Maya Lopez',
};

describe('Log redaction', () => {
  it('replaces every listed field at any depth and in any letter case, keeping last4 and the rest', () => {
    const { logger, lines } = capturedLogger();
    logger.info(
      {
        body: { username: 'maya', Password: SECRETS.password, paymentInfo: { method: 'card', last4: '4242', cardNumber: SECRETS.cardNumber, cvv: SECRETS.cvv } },
        headers: { cookie: SECRETS.cookie, 'set-cookie': [SECRETS.cookie], 'x-request-id': 'abc' },
        banking: { bankingDetails: { routingNumber: SECRETS.routingNumber }, accountNumber: SECRETS.accountNumber, accountHolderName: SECRETS.accountHolderName },
        sessionId: SECRETS.sessionId,
      },
      'a request body someone logged',
    );
    const [line] = lines;
    // What was logged, without the fields pino adds: a three-digit CVV can be part of a process id or a time.
    const { pid: _pid, time: _time, hostname: _hostname, ...logged } = line;
    const text = JSON.stringify(logged);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(line).toMatchObject({
      level: 'info',
      msg: 'a request body someone logged',
      body: { username: 'maya', Password: REDACTED, paymentInfo: { method: 'card', last4: '4242', cardNumber: REDACTED, cvv: REDACTED } },
      headers: { cookie: REDACTED, 'set-cookie': REDACTED, 'x-request-id': 'abc' },
      banking: { bankingDetails: REDACTED, accountNumber: REDACTED, accountHolderName: REDACTED },
      sessionId: REDACTED,
    });
  });

  it('masks a card number written into a message or an error, keeping its last four digits', () => {
    const { logger, lines } = capturedLogger();
    logger.warn(`charge refused for card 4242-4242-4242-4242 (order 123456)`);
    logger.error({ err: new Error('gateway said: card 4000056655665556 declined') }, 'payment failed');
    expect(lines[0].msg).toBe('charge refused for card [card ending 4242] (order 123456)');
    expect(JSON.stringify(lines[1])).not.toContain('4000056655665556');
    expect(lines[1]).toMatchObject({ err: { type: 'Error', message: 'gateway said: card [card ending 5556] declined' } });
  });

  it('leaves numbers that are not card numbers alone: a Luhn-invalid run of digits, short ids, amounts', () => {
    expect(maskCardNumbers('upc 4006381333931, row 12, $1234.56')).toBe('upc 4006381333931, row 12, $1234.56');
    expect(maskCardNumbers('job products-12345678901234567890-import')).toBe('job products-12345678901234567890-import');
  });
});

describe('Nest logs through pino', () => {
  it('writes Nest Logger calls with their context, at LOG_LEVEL, inside the request context', () => {
    const { logger, lines } = capturedLogger('log');
    const nest = new NestPinoLogger();
    Logger.overrideLogger(nest);
    // The root logger is the module's; a request's context logger is what the lines go through here.
    runWithLogContext({ logger: logger.child({ reqId: 'req-1' }), requestId: 'req-1' }, () => {
      new Logger('Checkout').log('order placed');
      new Logger('Checkout').debug('not at LOG_LEVEL=log');
      new Logger('HTTP').error('POST /api/checkout failed', 'Error: boom\n    at somewhere (file.ts:1:1)');
    });
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', reqId: 'req-1', context: 'Checkout', msg: 'order placed' }),
      expect.objectContaining({ level: 'error', reqId: 'req-1', context: 'HTTP', msg: 'POST /api/checkout failed', stack: expect.stringContaining('Error: boom') }),
    ]);
  });
});
