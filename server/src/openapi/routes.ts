import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { documentedRoute, type ApiDocs } from './api-docs';

/** GET /api/openapi.json: the API's OpenAPI 3.1 document (public, like the API reference page that renders it). */
export const openApiRoutes: FastifyPluginAsync<{ docs: ApiDocs }> = async (app, { docs }) => {
  documentedRoute(
    app,
    docs,
    {
      method: 'GET',
      url: '/api/openapi.json',
      operationId: 'openApiDocument',
      summary: 'This document',
      description: 'The OpenAPI 3.1 description of the API, generated from the schemas the routes validate with.',
      tags: ['Reference'],
      auth: 'none',
      responses: { 200: { description: 'OpenAPI 3.1 (JSON).', schema: z.record(z.string(), z.unknown()) } },
    },
    async (_input, _request, reply) => reply.header('cache-control', 'no-cache').send(await docs.document()),
  );
};
