import {
  sourceBodySchema,
  sourceOptionsReplySchema,
  sourcePageSchema,
  sourceReplySchema,
} from '@topup/contracts/api/sources.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { allSources, createSource, listSources, updateSource } from './sources.service.ts';

/** Staff: Source create/edit, one default source. */
export function sourcesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/sources',
      {
        config: { permission: 'sources.view' },
        schema: { querystring: listQuerySchema, response: { 200: sourcePageSchema } },
      },
      async (request, reply) => {
        const page = await listSources(ctx.db, await inBusinessZone(ctx, request.query));
        return replyList(reply, request.query, page, {
          filename: 'sources',
          columns: [
            { header: 'ID', value: (r) => r.id },
            { header: 'Name', value: (r) => r.name },
            { header: 'Default', value: (r) => (r.is_default ? 'yes' : 'no') },
            { header: 'Members', value: (r) => r.member_count },
          ],
        });
      },
    );

    // Selector options for the member form and filters; any operator who sees members needs them.
    app.get(
      '/api/staff/sources/options',
      { config: { permission: 'members.view' }, schema: { response: { 200: sourceOptionsReplySchema } } },
      async () => ({ data: await allSources(ctx.db) }),
    );

    app.post(
      '/api/staff/sources',
      {
        config: { permission: 'sources.manage' },
        schema: { body: sourceBodySchema, response: { 200: sourceReplySchema } },
      },
      async (request) => ({ data: await createSource(ctx.db, staffActor(request), request.body) }),
    );

    app.put(
      '/api/staff/sources/:id',
      {
        config: { permission: 'sources.manage' },
        schema: { params: idParams, body: sourceBodySchema, response: { 200: sourceReplySchema } },
      },
      async (request) => ({
        data: await updateSource(ctx.db, staffActor(request), request.params.id, request.body),
      }),
    );
  };
}
