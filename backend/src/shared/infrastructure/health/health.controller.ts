import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JOB_QUEUE } from '../../application/jobs/job-queue.port';
import type { JobQueueBackend } from '../jobs/job-queue-backend';
import { RUNTIME, Runtime } from '../runtime';
import { databaseAnswers, withinWait } from './readiness-probes';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: string;
}

class ReadinessDto {
  @ApiProperty({
    example: 'ok',
    enum: ['ok', 'degraded', 'draining'],
    enumName: 'ReadinessStatus',
    description: 'degraded: something is down (503 when it is the database; 200 when only Redis is, since browsing and checkout still work); draining: the process is shutting down and takes no new traffic',
  })
  status!: 'ok' | 'degraded' | 'draining';
  @ApiProperty({ example: 'up', enum: ['up', 'down'], enumName: 'DatabaseStatus' }) database!: 'up' | 'down';
  @ApiProperty({ example: 'up', enum: ['up', 'down', 'not-used'], enumName: 'RedisStatus', description: 'not-used when jobs run in-process (no Redis configured)' })
  redis!: 'up' | 'down' | 'not-used';
  @ApiProperty({ type: [String], example: ['redis'], description: 'What is down: database, redis' }) down!: string[];
}

@ApiTags('Operations')
@Controller()
export class HealthController {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobQueue: JobQueueBackend,
    @Inject(RUNTIME) private readonly runtime: Runtime,
  ) {}

  /** Liveness: the process answers. */
  @Get('health')
  @ApiOperation({ summary: 'Liveness', description: 'Answers 200 while the process runs, without touching PostgreSQL or Redis: for a process supervisor. Changes nothing.' })
  @ApiOkResponse({ type: HealthDto })
  getHealth(): HealthDto {
    return { status: 'ok' };
  }

  /**
   * Readiness: 503 when PostgreSQL does not answer within 1.5 s or the process is shutting down. Redis down is
   * reported (here and as rounds_queue_up in /metrics) without failing readiness: browsing and checkout do not need it.
   */
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness',
    description:
      'Whether this process should get traffic: PostgreSQL answers (on a connection of its own, within 1.5 s) and it is not shutting down. Redis being down is reported (status degraded, redis down) with 200: the shop still serves pages and checkouts, only background jobs wait. 503 names what is down, or says draining. Answers within 2 s. For load balancers. Changes nothing.',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiResponse({ status: 503, type: ReadinessDto, description: 'Not ready: the database is down (status degraded) or the process is draining. The body is the readiness report, not an error body.' })
  async getReadiness(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const [databaseUp, redisUp] = await Promise.all([
      databaseAnswers(this.runtime.database),
      this.jobQueue.kind === 'in-process' ? Promise.resolve(true) : withinWait(this.jobQueue.isHealthy()),
    ]);
    const database = databaseUp ? ('up' as const) : ('down' as const);
    const redis = this.jobQueue.kind === 'in-process' ? ('not-used' as const) : redisUp ? ('up' as const) : ('down' as const);
    const down = [database === 'down' ? 'database' : null, redis === 'down' ? 'redis' : null].filter((x): x is string => !!x);
    const draining = this.runtime.lifecycle.draining;
    if (database === 'down' || draining) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: draining ? 'draining' : down.length ? 'degraded' : 'ok', database, redis, down };
  }
}
