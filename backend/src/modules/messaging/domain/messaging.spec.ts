import { assertMayMessage, MESSAGE_MAX_LENGTH, plainTextMessage } from './messaging';

describe('messages', () => {
  it('keeps plain text, trimmed, up to the limit in characters (not UTF-16 units)', () => {
    expect(plainTextMessage('  Is 5 < 6 a good proof?  ')).toBe('Is 5 < 6 a good proof?');
    expect(plainTextMessage('🥃'.repeat(MESSAGE_MAX_LENGTH))).toHaveLength(MESSAGE_MAX_LENGTH * 2);
  });

  it('refuses empty, oversized and HTML messages', () => {
    expect(() => plainTextMessage('   ')).toThrow(expect.objectContaining({ code: 'MESSAGE_EMPTY' }));
    expect(() => plainTextMessage('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toThrow(expect.objectContaining({ code: 'MESSAGE_TOO_LONG' }));
    for (const html of ['<b>hi</b>', 'look <script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<!-- hi -->']) {
      expect(() => plainTextMessage(html)).toThrow(expect.objectContaining({ code: 'MESSAGE_NOT_PLAIN_TEXT' }));
    }
  });

  it('refuses a sender when either side blocked the other', () => {
    expect(() => assertMayMessage({ bySender: false, byRecipient: false })).not.toThrow();
    expect(() => assertMayMessage({ bySender: true, byRecipient: false })).toThrow('You blocked this person. Unblock them to send a message.');
    expect(() => assertMayMessage({ bySender: false, byRecipient: true })).toThrow('You cannot message this person.');
  });
});
