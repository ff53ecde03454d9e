import { compileErrors, validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { staffClient, staffTestApp } from '../../test/staff-client.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** Fastify's '/api/staff/members/:id' as OpenAPI writes it: '/api/staff/members/{id}'. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('GET /api/staff/openapi.json', () => {
  const t = staffTestApp();

  it('is for signed-in staff only', async () => {
    expect((await staffClient(t.app).get('/api/staff/openapi.json')).statusCode).toBe(401);
  });

  it('is a valid OpenAPI document', async () => {
    const document = (await t.cs.get('/api/staff/openapi.json')).json() as Document;
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    expect(document.openapi).toMatch(/^3\./);
  });

  it('lists every staff route with the schema of its reply', async () => {
    const document = (await t.cs.get('/api/staff/openapi.json')).json() as Document;
    const missing: string[] = [];
    const withoutReply: string[] = [];
    for (const route of t.app.staffRoutes) {
      if (!route.url.startsWith('/api/staff/') || route.url === '/api/staff/openapi.json') continue;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.url}`);
        continue;
      }
      const replies = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('2'));
      if (!replies.some(([, reply]) => Object.values(reply.content ?? {}).some((body) => body.schema)))
        withoutReply.push(`${route.method} ${route.url}`);
    }
    expect(missing).toEqual([]);
    expect(withoutReply).toEqual([]);
  });
});
