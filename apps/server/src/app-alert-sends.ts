import type { FastifyInstance } from 'fastify';
import type { JobQueue } from './platform/jobs/queue.ts';

/** Writes this close together share one send of the alert match job. */
const ALERTS_SEND_COALESCE_MS = 200;

/**
 * Any write may have changed a listing (the sales trigger wrote its events in that write's transaction, now
 * committed): the match job (modules/alerts) is sent after the answer, a minute's cron catching the rest.
 * Writes within ALERTS_SEND_COALESCE_MS share one send, which still leaves after each of their commits:
 * a job per like or comment would be a queue insert on every write for nothing.
 */
export function sendAlertMatchAfterWrites(app: FastifyInstance, queue: JobQueue): void {
  let pendingSend: NodeJS.Timeout | null = null;
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (pendingSend) return;
    pendingSend = setTimeout(() => {
      pendingSend = null;
      queue
        .send('alerts.match', {})
        .catch((error: unknown) => app.log.error({ err: error }, 'alerts.match not sent'));
    }, ALERTS_SEND_COALESCE_MS);
  });
  app.addHook('onClose', async () => {
    if (pendingSend) clearTimeout(pendingSend);
  });
}
