import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { feedbackInputSchema } from '../../../common/api';
import type { Database } from '../db/database';
import { validate } from '../http/errors';
import { rateLimit } from '../http/rate-limit-store';

export type FeedbackOptions = {
  database: Database;
  limit: { max: number; windowMs: number };
  /** Resolves the signed-in user's id, if any (provided by the accounts feature). */
  currentUserId?: (request: FastifyRequest) => Promise<string | null>;
};

/** POST /api/feedback: stores the footer's feedback form. */
export const feedbackRoutes: FastifyPluginAsync<FeedbackOptions> = async (app, options) => {
  const { database } = options;
  app.post(
    '/api/feedback',
    { preHandler: rateLimit(database, { name: 'feedback', ...options.limit }) },
    async (request, reply) => {
      const input = validate(feedbackInputSchema, request.body);
      const row = {
        id: randomUUID(),
        message: input.message,
        email: input.email,
        user_id: options.currentUserId ? await options.currentUserId(request) : null,
        created_at: new Date().toISOString(),
      };
      await database.db.insertInto('feedback').values(row).execute();
      return reply.status(201).send({ id: row.id, createdAt: row.created_at });
    },
  );
};
