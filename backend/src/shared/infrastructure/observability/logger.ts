import { AsyncLocalStorage } from 'node:async_hooks';
import type { LoggerService } from '@nestjs/common';
import pino, { DestinationStream, Level, Logger, LoggerOptions } from 'pino';
import pinoPretty from 'pino-pretty';
import type { AppConfig } from '../../../config/app-config';
import { maskCardNumbers, redact } from './redaction';

export type AppLogger = Logger;

/** LOG_LEVEL speaks Nest's names; pino calls `log` info. */
const PINO_LEVEL: Record<AppConfig['logLevel'], Level> = { error: 'error', warn: 'warn', log: 'info', debug: 'debug' };

export interface LoggingOptions {
  level: AppConfig['logLevel'];
  format: AppConfig['logFormat'];
  /** Where the lines go; stdout unless given (tests capture them). */
  destination?: DestinationStream;
}

/**
 * What is known about the work in progress, carried through awaits: the request (its id) or the job
 * (its id, and the id of the request that queued it). Every line logged inside it carries those fields.
 */
interface LogContext {
  logger: Logger;
  requestId?: string;
}

const contexts = new AsyncLocalStorage<LogContext>();
let root: Logger = createLogger({ level: process.env.NODE_ENV === 'test' ? 'warn' : 'log', format: 'json' });

/** One JSON object a line (time, level, pid, msg and fields), or pino-pretty's lines for development; redaction applies to both. */
export function createLogger({ level, format, destination }: LoggingOptions): Logger {
  const options: LoggerOptions = {
    level: PINO_LEVEL[level],
    timestamp: pino.stdTimeFunctions.isoTime,
    // Errors are already plain objects (type, message, stack, own fields) once redact() has seen them.
    serializers: { err: (error: unknown) => error },
    formatters: {
      ...(format === 'json' ? { level: (label: string) => ({ level: label }) } : {}),
      log: (object) => redact(object) as Record<string, unknown>,
    },
    hooks: {
      // Messages are free text: a card number written into one keeps its last four digits only.
      logMethod(args, method) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskCardNumbers(arg) : arg)) as Parameters<typeof method>);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (format === 'pretty') {
    // Synchronous, so nothing is lost when the process exits.
    return pino(
      options,
      pinoPretty({
        sync: true,
        colorize: Boolean(process.stdout.isTTY),
        translateTime: 'SYS:HH:MM:ss.l',
        ignore: 'pid,hostname,context',
        messageFormat: '{if context}[{context}] {end}{msg}',
        singleLine: true,
      }),
    );
  }
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

/** Replaces the process's root logger (boot does, from LOG_LEVEL and LOG_FORMAT). */
export function configureLogging(options: LoggingOptions): Logger {
  root = createLogger(options);
  return root;
}

export function rootLogger(): Logger {
  return root;
}

/** The logger of the request or job in progress (its lines carry reqId, jobId), else the root logger. */
export function currentLogger(): Logger {
  return contexts.getStore()?.logger ?? root;
}

/** The id of the request in progress, or of the request that queued the job in progress. */
export function currentRequestId(): string | undefined {
  return contexts.getStore()?.requestId;
}

export function runWithLogContext<T>(context: LogContext, work: () => T): T {
  return contexts.run(context, work);
}

/**
 * Nest's Logger (and every `new Logger('Context')`) written through pino, inside the current
 * request's or job's context. Nest passes the context name last and, for errors, a stack before it.
 */
export class NestPinoLogger implements LoggerService {
  log(message: unknown, ...params: unknown[]): void {
    write('info', message, params);
  }
  error(message: unknown, ...params: unknown[]): void {
    write('error', message, params);
  }
  warn(message: unknown, ...params: unknown[]): void {
    write('warn', message, params);
  }
  debug(message: unknown, ...params: unknown[]): void {
    write('debug', message, params);
  }
  verbose(message: unknown, ...params: unknown[]): void {
    write('trace', message, params);
  }
  fatal(message: unknown, ...params: unknown[]): void {
    write('fatal', message, params);
  }
}

function write(level: Level, message: unknown, params: unknown[]): void {
  const logger = currentLogger();
  if (!logger.isLevelEnabled(level)) return;
  const rest = [...params];
  const fields: Record<string, unknown> = {};
  if (rest.length > 0 && typeof rest[rest.length - 1] === 'string') fields.context = rest.pop();
  if (typeof rest[0] === 'string' && /\n\s+at /.test(rest[0])) fields.stack = rest.shift();
  if (rest.length > 0) fields.details = rest.length === 1 ? rest[0] : rest;
  if (message instanceof Error) {
    fields.err = message;
    logger[level](fields, message.message);
  } else if (message !== null && typeof message === 'object') {
    logger[level]({ ...fields, ...(message as Record<string, unknown>) });
  } else {
    logger[level](fields, String(message));
  }
}
