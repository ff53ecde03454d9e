import {
  noteBodySchema,
  noteDeletedReplySchema,
  noteListReplySchema,
  noteParamsSchema,
  noteSavedReplySchema,
} from '@topup/contracts/api/member-notes.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { staffActor } from '../../platform/staff-auth.ts';
import { listNotes } from './member-notes.read-model.ts';
import { createNote, deleteNote, updateNote } from './member-notes.service.ts';

/** Staff Notes on a member: read with the member (members.view), written with notes.manage. */
export function memberNotesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/staff/members/:id/notes',
      {
        config: { permission: 'members.view' },
        schema: { params: noteParamsSchema, response: { 200: noteListReplySchema } },
      },
      async (request) => ({ data: await listNotes(ctx.db, request.params.id) }),
    );
    app.post(
      '/api/staff/members/:id/notes',
      {
        config: { permission: 'notes.manage' },
        schema: { params: noteParamsSchema, body: noteBodySchema, response: { 200: noteSavedReplySchema } },
      },
      async (request) => {
        const note = await createNote(ctx.db, staffActor(request), request.params.id, request.body.content);
        return { data: { id: note.id } };
      },
    );
    app.put(
      '/api/staff/notes/:id',
      {
        config: { permission: 'notes.manage' },
        schema: { params: noteParamsSchema, body: noteBodySchema, response: { 200: noteSavedReplySchema } },
      },
      async (request) => {
        await updateNote(ctx.db, staffActor(request), request.params.id, request.body.content, ctx.now());
        return { data: { id: request.params.id } };
      },
    );
    app.delete(
      '/api/staff/notes/:id',
      {
        config: { permission: 'notes.manage' },
        schema: { params: noteParamsSchema, response: { 200: noteDeletedReplySchema } },
      },
      async (request) => {
        await deleteNote(ctx.db, staffActor(request), request.params.id);
        return { data: null };
      },
    );
  };
}
