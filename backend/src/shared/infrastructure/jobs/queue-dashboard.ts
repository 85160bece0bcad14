import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Runtime } from '../runtime';
import { DomainError } from '../../domain/domain-error';
import type { HttpAuthentication } from '../http/configure-http';
import { STATUS_BY_KIND } from '../http/domain-error.filter';
import { QueueUnavailableError } from '../../application/jobs/job-queue.port';
import { BullMqJobQueue } from './bullmq/bullmq-job-queue.adapter';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

const logger = new Logger('QueueDashboard');

function queueUnavailableBody(): { statusCode: number; message: string; code: string } {
  const error = new QueueUnavailableError();
  return { statusCode: 503, message: error.message, code: error.code };
}

/**
 * Bull Board for ops, admins only (with the second factor their role may need: the same check as every
 * role-guarded route), listing every queue of the job catalogue; built on first use.
 */
export function mountQueueDashboard(app: NestExpressApplication, runtime: Runtime, authentication: Pick<HttpAuthentication, 'checkRoleSecondFactor'>): void {
  let router: ((req: Request, res: Response, next: NextFunction) => void) | null = null;

  app.use(QUEUE_DASHBOARD_PATH, async (request: Request, response: Response, next: NextFunction) => {
    const user = request.user as { id: string; role: string } | undefined;
    if (!user) {
      response.redirect(302, '/auth');
      return;
    }
    if (user.role !== 'admin') {
      response.status(403).json({ statusCode: 403, message: 'The queue dashboard is for admins only.', code: 'ROLE_REQUIRED' });
      return;
    }
    try {
      await authentication.checkRoleSecondFactor(user);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      const status = STATUS_BY_KIND[error.kind];
      response.status(status).json({ statusCode: status, message: error.message, code: error.code });
      return;
    }
    const jobQueue = runtime.jobQueue;
    if (!(jobQueue instanceof BullMqJobQueue)) {
      response
        .status(200)
        .type('text/plain')
        .send('Jobs run inside the API process because no Redis is configured; there are no queues to show.');
      return;
    }
    if (!router) {
      const serverAdapter = new ExpressAdapter();
      serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
      createBullBoard({
        queues: jobQueue.queues.all().map((queue) => new BullMQAdapter(queue)),
        serverAdapter,
        options: { uiConfig: { boardTitle: 'Rounds jobs' } },
      });
      // Bull Board's own handler answers 500 with the raw Redis message; ours says what is wrong.
      serverAdapter.setErrorHandler((error) => {
        logger.error(`Queue dashboard: ${error.stack ?? error.message}`);
        // Its typings list the statuses it uses itself; express sends any.
        return { status: 503 as 500, body: queueUnavailableBody() };
      });
      router = serverAdapter.getRouter();
    }
    // The dashboard's data calls need Redis; with it down they answer like the rest of the API.
    if (request.path.startsWith('/api/') && !(await jobQueue.isHealthy())) {
      response.status(503).json(queueUnavailableBody());
      return;
    }
    router!(request, response, next);
  });
}
