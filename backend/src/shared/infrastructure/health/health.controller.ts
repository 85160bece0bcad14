import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { JOB_QUEUE } from '../../application/jobs/job-queue.port';
import type { JobQueueBackend } from '../jobs/job-queue-backend';
import { RUNTIME, Runtime } from '../runtime';

class HealthDto {
  @ApiProperty({ example: 'ok' }) status!: string;
}

class ReadinessDto {
  @ApiProperty({ example: 'ok', enum: ['ok', 'degraded', 'draining'], enumName: 'ReadinessStatus', description: 'draining: the process is shutting down and takes no new traffic' })
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
    private readonly em: EntityManager,
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

  /** Readiness: PostgreSQL and Redis answer and the process is not shutting down; 503 naming what is down, or draining. */
  @Get('ready')
  @ApiOperation({
    summary: 'Readiness',
    description: 'Whether this process should get traffic: PostgreSQL and Redis answer and it is not shutting down. 503 names what is down, or says draining. For load balancers. Changes nothing.',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiResponse({ status: 503, type: ReadinessDto, description: 'Not ready: a dependency is down (status degraded) or the process is draining. The body is the readiness report, not an error body.' })
  async getReadiness(@Res({ passthrough: true }) response: Response): Promise<ReadinessDto> {
    const database = await this.em
      .getConnection()
      .execute('select 1')
      .then(() => 'up' as const, () => 'down' as const);
    const redis = this.jobQueue.kind === 'in-process' ? ('not-used' as const) : (await this.jobQueue.isHealthy()) ? ('up' as const) : ('down' as const);
    const down = [database === 'down' ? 'database' : null, redis === 'down' ? 'redis' : null].filter((x): x is string => !!x);
    const draining = this.runtime.lifecycle.draining;
    if (down.length || draining) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: draining ? 'draining' : down.length ? 'degraded' : 'ok', database, redis, down };
  }
}
