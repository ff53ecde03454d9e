import {
  type NoteView,
  noteBodySchema,
  noteDeletedReplySchema,
  noteFilterOptionsSchema,
  noteListFiltersSchema,
  noteListReplySchema,
  notePageSchema,
  noteParamsSchema,
  noteSavedReplySchema,
} from '@topup/contracts/api/member-notes.ts';
import { listQuerySchema } from '@topup/contracts/api/wire.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.ts';
import { inBusinessZone, replyList } from '../../platform/pagination.ts';
import { can, staffActor, staffOf } from '../../platform/staff-auth.ts';
import { listAllNotes, listNotes, noteFilterOptions } from './member-notes.read-model.ts';
import { createNote, deleteNote, type NoteChange, updateNote } from './member-notes.service.ts';

const listQuery = listQuerySchema.extend(noteListFiltersSchema.shape);

const csvColumns = [
  { header: 'ID', value: (r: NoteView) => r.id },
  { header: 'Time', time: true, value: (r: NoteView) => r.created_at },
  { header: 'Member ID', value: (r: NoteView) => r.member_id },
  { header: 'Member', value: (r: NoteView) => r.member_name },
  { header: 'Author', value: (r: NoteView) => r.created_by },
  { header: 'Note', value: (r: NoteView) => r.content },
  { header: 'Edited by', value: (r: NoteView) => r.updated_by },
  { header: 'Edited at', time: true, value: (r: NoteView) => r.updated_at },
];

/** An edit or delete by this operator: any note with notes.manage, else only their own. */
const noteChange = (request: FastifyRequest): NoteChange => ({
  actor: staffActor(request),
  managesAll: can(staffOf(request), 'notes.manage'),
});

/**
 * Staff notes on a member: read with the member (members.view), on the member page, in
 * Workstation and on the Notes screen; written with notes.create, each operator editing and
 * deleting their own notes, holders of notes.manage anyone's.
 */
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
    app.get(
      '/api/staff/notes',
      {
        config: { permission: 'members.view' },
        schema: { querystring: listQuery, response: { 200: notePageSchema } },
      },
      async (request, reply) => {
        const { member_id, author_id, ...query } = request.query;
        const page = await listAllNotes(ctx.db, await inBusinessZone(ctx, query), { member_id, author_id });
        return replyList(reply, request.query, page, { filename: 'notes', columns: csvColumns });
      },
    );
    app.get(
      '/api/staff/notes/filters',
      {
        config: { permission: 'members.view' },
        schema: { response: { 200: noteFilterOptionsSchema } },
      },
      () => noteFilterOptions(ctx.db),
    );
    app.post(
      '/api/staff/members/:id/notes',
      {
        config: { permission: 'notes.create' },
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
        config: { permission: 'notes.create' },
        schema: { params: noteParamsSchema, body: noteBodySchema, response: { 200: noteSavedReplySchema } },
      },
      async (request) => {
        await updateNote(ctx.db, noteChange(request), request.params.id, request.body.content, ctx.now());
        return { data: { id: request.params.id } };
      },
    );
    app.delete(
      '/api/staff/notes/:id',
      {
        config: { permission: 'notes.create' },
        schema: { params: noteParamsSchema, response: { 200: noteDeletedReplySchema } },
      },
      async (request) => {
        await deleteNote(ctx.db, noteChange(request), request.params.id);
        return { data: null };
      },
    );
  };
}
