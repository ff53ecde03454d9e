import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

type OpenApiDocument = ReturnType<FastifyInstance['swagger']>;
const openApiDocument = z.custom<OpenApiDocument>((value) => typeof value === 'object' && value !== null);

/** GET /api/staff/openapi.json: the staff API's OpenAPI document, for any signed-in operator. */
export function openApiRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/openapi.json',
      {
        config: { permission: 'authenticated' },
        schema: { hide: true, response: { 200: openApiDocument } },
      },
      async () => app.swagger(),
    );
  };
}
