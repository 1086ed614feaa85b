import type { FastifyPluginAsync } from 'fastify';
import type { HealthResponse } from '../../../common/api';
import type { Database } from '../db/database';
import { drain } from './drain';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsync<{ database: Database }> = async (app, { database }) => {
  app.get('/api/health', async (request, reply) => {
    if (drain.active) {
      const body: HealthResponse = { status: 'draining', database: 'ok', dialect: database.dialect };
      return reply.status(503).header('Cache-Control', 'no-store').header('Connection', 'close').send(body);
    }
    try {
      await database.ping();
      const body: HealthResponse = { status: 'ok', database: 'ok', dialect: database.dialect };
      return reply.header('Cache-Control', 'no-store').send(body);
    } catch (err) {
      request.log.error({ err }, 'health check: database unreachable');
      const body: HealthResponse = { status: 'error', database: 'unreachable', dialect: database.dialect };
      return reply.status(503).header('Cache-Control', 'no-store').send(body);
    }
  });
};
