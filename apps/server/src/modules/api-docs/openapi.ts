import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const STAFF_API_PREFIX = '/api/staff/';

/**
 * Collects every route's zod schemas into an OpenAPI 3 document for integrators. Registered
 * before the routes (it learns them as they are added); only the staff API is listed: the
 * member calls are the site's own and follow the specification's wire format.
 */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Top-up back-office API',
        version: '1.0',
        description:
          'The staff API as the back-office uses it. Every call needs a staff session (the staff_session ' +
          'cookie from POST /api/staff/auth/login), and every write the X-XSRF-TOKEN header echoing the ' +
          'XSRF-TOKEN cookie. Money writes take an Idempotency-Key header.',
      },
      components: {
        securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'staff_session' } },
      },
      security: [{ staffSession: [] }],
    },
    transform: (document) =>
      document.url.startsWith(STAFF_API_PREFIX)
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
}
