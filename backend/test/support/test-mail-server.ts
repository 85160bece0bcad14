import { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Map<string, unknown>;
  parsed: ParsedMail;
}

export interface TestMailServer {
  /** SMTP_URL for the app. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `predicate` holds for the messages received so far (checked on each arrival). */
  waitFor(predicate: (messages: ReceivedMail[]) => boolean, what: string, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/**
 * A real SMTP server (npm smtp-server) on a free loopback port, keeping every message it accepts, parsed.
 * `refuse` makes it answer 451 to a message (as a busy server would), for retry tests.
 */
export async function startTestMailServer(options: { user?: string; password?: string; refuse?: (to: string[]) => boolean } = {}): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.user,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.password) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo.map((address) => address.address);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse?.(to)) {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          return callback(error);
        }
        simpleParser(Buffer.concat(chunks)).then(
          (parsed) => {
            messages.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', messageId: parsed.messageId ?? '', headers: parsed.headers, parsed });
            callback();
            for (const wake of waiters) wake();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.user ? `${encodeURIComponent(options.user)}:${encodeURIComponent(options.password ?? '')}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    messages,
    waitFor: (predicate, what, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${what}; received: ${JSON.stringify(messages.map((message) => ({ to: message.to, subject: message.subject })))}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `read` until `done` holds for its answer (a state another process reaches); fails naming `what` after the timeout. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
