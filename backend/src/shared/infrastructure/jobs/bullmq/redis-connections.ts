import IORedis, { Redis } from 'ioredis';

/** How long a closing connection may wait for a half-open socket (ioredis waits 2 s by default, keeping a stopping process alive). */
const DISCONNECT_TIMEOUT_MS = 200;

/**
 * The Redis connections of one process. Producers share one that fails fast when Redis is down (so the
 * API can answer 503); each worker gets its own that reconnects forever, which BullMQ does not close
 * itself because it was handed in, so {@link disconnect} does.
 */
export class RedisConnections {
  /** No offline queue: a call with Redis down rejects at once instead of waiting for a reconnect. */
  readonly producer: Redis;
  private readonly workerConnections: Redis[] = [];

  constructor(private readonly redisUrl: string) {
    this.producer = new IORedis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      disconnectTimeout: DISCONNECT_TIMEOUT_MS,
      lazyConnect: false,
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.producer.on('error', () => undefined); // surfaced per call instead
  }

  /** A new connection for a worker's blocking reads. */
  forWorker(): Redis {
    const connection = new IORedis(this.redisUrl, { maxRetriesPerRequest: null, disconnectTimeout: DISCONNECT_TIMEOUT_MS });
    connection.on('error', () => undefined);
    this.workerConnections.push(connection);
    return connection;
  }

  async isHealthy(): Promise<boolean> {
    try {
      return (await this.producer.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  disconnect(): void {
    this.workerConnections.forEach((connection) => connection.disconnect());
    this.producer.disconnect();
  }
}

/** True when a Redis server answers at the URL within the timeout. */
export async function redisAnswers(redisUrl: string, timeoutMs = 1500): Promise<boolean> {
  const client = new IORedis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: timeoutMs,
    retryStrategy: () => null,
    disconnectTimeout: DISCONNECT_TIMEOUT_MS,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
