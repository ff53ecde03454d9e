import {
  bulkTagBodySchema,
  bulkTagReplySchema,
  memberGroupsReplySchema,
  tagBodySchema,
  vipLevelBodySchema,
} from '@topup/contracts/api/member-groups.ts';
import { idParams } from '@topup/contracts/api/wire.ts';
import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { requestLocale } from '../../platform/locale.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import {
  deleteTag,
  deleteVipLevel,
  listMemberGroups,
  saveTag,
  saveVipLevel,
  tagMembers,
} from './member-groups.service.ts';

const groupsReply = { response: { 200: memberGroupsReplySchema } };

/** Staff: tags and VIP levels (define, list), and tagging members in bulk from the member list. */
export function memberGroupsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const groups = async () => ({ data: await listMemberGroups(ctx.db) });

    // Every list that shows or filters by tag or level, and the bonus form, needs these names.
    app.get(
      '/api/staff/member-groups',
      { config: { permission: 'authenticated' }, schema: groupsReply },
      groups,
    );

    app.post(
      '/api/staff/member-groups/tags',
      { config: { permission: 'members.groups' }, schema: { body: tagBodySchema, ...groupsReply } },
      async (request) => {
        await saveTag(ctx.db, staffActor(request), null, request.body);
        return groups();
      },
    );
    app.put(
      '/api/staff/member-groups/tags/:id',
      {
        config: { permission: 'members.groups' },
        schema: { params: idParams, body: tagBodySchema, ...groupsReply },
      },
      async (request) => {
        await saveTag(ctx.db, staffActor(request), request.params.id, request.body);
        return groups();
      },
    );
    app.delete(
      '/api/staff/member-groups/tags/:id',
      { config: { permission: 'members.groups' }, schema: { params: idParams, ...groupsReply } },
      async (request) => {
        await deleteTag(ctx.db, staffActor(request), request.params.id);
        return groups();
      },
    );

    app.post(
      '/api/staff/member-groups/vip-levels',
      { config: { permission: 'members.groups' }, schema: { body: vipLevelBodySchema, ...groupsReply } },
      async (request) => {
        await saveVipLevel(ctx.db, staffActor(request), null, request.body, ctx.now());
        return groups();
      },
    );
    app.put(
      '/api/staff/member-groups/vip-levels/:id',
      {
        config: { permission: 'members.groups' },
        schema: { params: idParams, body: vipLevelBodySchema, ...groupsReply },
      },
      async (request) => {
        await saveVipLevel(ctx.db, staffActor(request), request.params.id, request.body, ctx.now());
        return groups();
      },
    );
    app.delete(
      '/api/staff/member-groups/vip-levels/:id',
      { config: { permission: 'members.groups' }, schema: { params: idParams, ...groupsReply } },
      async (request) => {
        await deleteVipLevel(ctx.db, staffActor(request), request.params.id);
        return groups();
      },
    );

    app.post(
      '/api/staff/members/tags',
      {
        config: { permission: 'members.tag' },
        schema: { body: bulkTagBodySchema, response: { 200: bulkTagReplySchema } },
      },
      async (request) => {
        const data = await tagMembers(ctx.db, staffActor(request), request.body);
        return { data, message: formatMessage('MEMBERS_TAGGED', requestLocale(request), data) };
      },
    );
  };
}
