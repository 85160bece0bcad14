/**
 * What never reaches a log line, whoever logs it: values under these keys (any depth, any letter case)
 * become "[REDACTED]", and a card number written in free text keeps its last four digits only.
 * The request line itself carries none of them by construction (docs/operations.md, "Logs").
 */
export const REDACTED_KEYS: readonly string[] = [
  // Credentials and sessions
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'cookie',
  'set-cookie',
  'authorization',
  'proxy-authorization',
  'x-metrics-token',
  'token',
  'secret',
  'sessionSecret',
  'session',
  'sessionId',
  'sid',
  'alcpaySessionId',
  // Cards: only last4 may be logged
  'cardNumber',
  'number',
  'cvv',
  'cvc',
  'expiryDate',
  'nameOnCard',
  // Banking details
  'bankingDetails',
  'accountHolderName',
  'bankName',
  'routingNumber',
  'accountNumber',
  'accountType',
  'iban',
];

export const REDACTED = '[REDACTED]';

const REDACTED_KEY_SET = new Set(REDACTED_KEYS.map((key) => key.toLowerCase()));
const MAX_DEPTH = 8;

/** 13 to 19 digits, optionally grouped by spaces or dashes: the shape of a payment card number. */
const CARD_LIKE = /\b\d(?:[ -]?\d){12,18}\b/g;

/** A copy of `value` with every redacted key's value replaced and card numbers in strings masked. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskCardNumbers(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[Object]';
  if (value instanceof Error) return redactError(value, depth);
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  if (value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] = REDACTED_KEY_SET.has(key.toLowerCase()) ? REDACTED : redact(item, depth + 1);
  }
  return copy;
}

/** Card numbers (Luhn-valid runs of 13–19 digits) keep their last four digits; other long numbers stay. */
export function maskCardNumbers(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(CARD_LIKE, (match) => {
    const digits = match.replace(/[ -]/g, '');
    return passesLuhn(digits) ? `[card ending ${digits.slice(-4)}]` : match;
  });
}

function redactError(error: Error, depth: number): Record<string, unknown> {
  const own = Object.fromEntries(Object.entries(error));
  return {
    ...(redact(own, depth) as Record<string, unknown>),
    type: error.name,
    message: maskCardNumbers(error.message),
    stack: error.stack ? maskCardNumbers(error.stack) : undefined,
  };
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
