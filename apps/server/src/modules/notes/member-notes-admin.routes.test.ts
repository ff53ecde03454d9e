import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../test/staff-client.ts';

describe('notes on a member', () => {
  const staff = staffTestApp();

  it('creates, edits and deletes a note, each in the activity log with before and after', async () => {
    const created = await staff.admin.post('/api/staff/members/1/notes', { content: 'Prefers WhatsApp.' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(
      (await staff.admin.put(`/api/staff/notes/${id}`, { content: 'Prefers Telegram.' })).statusCode,
    ).toBe(200);
    const notes = (await staff.cs.get('/api/staff/members/1/notes')).json().data;
    expect(notes[0]).toMatchObject({ id, content: 'Prefers Telegram.', created_by: 'Administrator' });

    const log = await staff.admin.get(`/api/staff/activity-log?action=note.update&target_id=${id}`);
    expect(log.json().data[0]).toMatchObject({
      before: { content: 'Prefers WhatsApp.' },
      after: { content: 'Prefers Telegram.' },
    });
    expect((await staff.admin.request({ method: 'DELETE', url: `/api/staff/notes/${id}` })).statusCode).toBe(
      200,
    );
    expect((await staff.admin.get('/api/staff/members/1/notes')).json().data).toEqual([]);
  });

  it('refuses an empty note, an unknown member, and operators without notes.manage', async () => {
    expect((await staff.admin.post('/api/staff/members/1/notes', { content: '  ' })).statusCode).toBe(422);
    const unknown = await staff.admin.post('/api/staff/members/999999/notes', { content: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Member not found.');
    expect((await staff.cs.post('/api/staff/members/1/notes', { content: 'x' })).statusCode).toBe(403);
  });
});
