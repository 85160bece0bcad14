import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { Runtime } from '../runtime';
import { BullMqJobQueue } from './bullmq/bullmq-job-queue.adapter';

export const QUEUE_DASHBOARD_PATH = '/admin/queues';

/** Bull Board for ops, admins only, listing every queue of the job catalogue; built on first use. */
export function mountQueueDashboard(app: NestExpressApplication, runtime: Runtime): void {
  let router: ((req: Request, res: Response, next: NextFunction) => void) | null = null;

  app.use(QUEUE_DASHBOARD_PATH, (request: Request, response: Response, next: NextFunction) => {
    const user = request.user as { role?: string } | undefined;
    if (!user) {
      response.redirect(302, '/auth');
      return;
    }
    if (user.role !== 'admin') {
      response.status(403).json({ statusCode: 403, message: 'The queue dashboard is for admins only.', code: 'ROLE_REQUIRED' });
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
      router = serverAdapter.getRouter();
    }
    router!(request, response, next);
  });
}
