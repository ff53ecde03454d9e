import { contentDeletedReplySchema, contentReplies } from '@topup/contracts/api/content.ts';
import { idParams, listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { deleteContent, getContent, listContent, saveContent } from './content-admin.service.ts';
import { CONTENT_KINDS, type ContentKind } from './content-kinds.ts';

/** Staff: Banners, Announcements and Promotions list/create/edit/delete (content.view / content.manage). */
export function contentAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
      const path = `/api/staff/${kind}`;
      const body = CONTENT_KINDS[kind].body;
      const replies = contentReplies(CONTENT_KINDS[kind].row);
      const saved = { 200: replies.item };
      app.get(
        path,
        {
          config: { permission: 'content.view' },
          schema: { querystring: listQuerySchema, response: { 200: replies.list } },
        },
        async (request, reply) =>
          replyList(
            reply,
            request.query,
            await listContent(ctx.db, kind, await inBusinessZone(ctx, request.query)),
            {
              filename: kind,
              columns: [
                { header: 'ID', value: (r) => r.id },
                { header: 'Item', value: (r) => JSON.stringify(r) },
              ],
            },
          ),
      );
      app.get(
        `${path}/:id`,
        { config: { permission: 'content.view' }, schema: { params: idParams, response: saved } },
        async (request) => ({ data: await getContent(ctx.db, kind, request.params.id) }),
      );
      app.post(
        path,
        { config: { permission: 'content.manage' }, schema: { body, response: saved } },
        async (request) => ({
          data: await saveContent(ctx.db, staffActor(request), kind, null, request.body, ctx.now()),
        }),
      );
      app.put(
        `${path}/:id`,
        { config: { permission: 'content.manage' }, schema: { params: idParams, body, response: saved } },
        async (request) => ({
          data: await saveContent(
            ctx.db,
            staffActor(request),
            kind,
            request.params.id,
            request.body,
            ctx.now(),
          ),
        }),
      );
      app.delete(
        `${path}/:id`,
        {
          config: { permission: 'content.manage' },
          schema: { params: idParams, response: { 200: contentDeletedReplySchema } },
        },
        async (request) => {
          await deleteContent(ctx.db, staffActor(request), kind, request.params.id);
          return { data: null };
        },
      );
    }
  };
}
