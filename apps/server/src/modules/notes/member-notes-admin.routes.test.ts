import { describe, expect, it } from 'vitest';
import { operatorInRole } from '../../test/operator-in-role.ts';
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
    expect(
      (await staff.admin.get(`/api/staff/activity-log?action=note.delete&target_id=${id}`)).json().data,
    ).toHaveLength(1);
  });

  it('refuses an empty note, an unknown member or note, and operators without notes.create', async () => {
    expect((await staff.admin.post('/api/staff/members/1/notes', { content: '  ' })).statusCode).toBe(422);
    const unknown = await staff.admin.post('/api/staff/members/999999/notes', { content: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Member not found.');
    const missing = await staff.admin.put('/api/staff/notes/999999', { content: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Note not found.');
    expect(
      (await staff.admin.post('/api/staff/members/1/notes', { content: 'x'.repeat(2001) })).statusCode,
    ).toBe(422);
    const reader = await operatorInRole(staff.app, ['members.view']);
    expect((await reader.client.post('/api/staff/members/1/notes', { content: 'x' })).statusCode).toBe(403);
    expect((await reader.client.get('/api/staff/notes')).statusCode).toBe(200);
    const outsider = await operatorInRole(staff.app, ['dashboard.view']);
    expect((await outsider.client.get('/api/staff/notes')).statusCode).toBe(403);
  });

  it("lets an operator with notes.create change their own notes, not another operator's", async () => {
    const own = (await staff.cs.post('/api/staff/members/1/notes', { content: 'Called, no answer.' })).json()
      .data.id;
    const admins = (await staff.admin.post('/api/staff/members/1/notes', { content: 'VIP.' })).json().data.id;
    expect((await staff.cs.put(`/api/staff/notes/${own}`, { content: 'Called twice.' })).statusCode).toBe(
      200,
    );

    const edit = await staff.cs.request({
      method: 'PUT',
      url: `/api/staff/notes/${admins}`,
      payload: { content: 'Not VIP.' },
      headers: { locale: 'bm' },
    });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().message).toBe(
      'Hanya penulis nota ini, atau operator yang boleh mengurus nota, boleh mengubah atau memadamnya.',
    );
    expect((await staff.cs.request({ method: 'DELETE', url: `/api/staff/notes/${admins}` })).statusCode).toBe(
      403,
    );
    // notes.manage changes anyone's.
    expect(
      (await staff.admin.put(`/api/staff/notes/${own}`, { content: 'Reached on Friday.' })).statusCode,
    ).toBe(200);
    const notes = (await staff.cs.get('/api/staff/members/1/notes')).json().data;
    expect(notes.map((n: { content: string }) => n.content)).toEqual(['VIP.', 'Reached on Friday.']);
    expect((await staff.cs.request({ method: 'DELETE', url: `/api/staff/notes/${own}` })).statusCode).toBe(
      200,
    );
    expect(
      (await staff.admin.request({ method: 'DELETE', url: `/api/staff/notes/${admins}` })).statusCode,
    ).toBe(200);
  });

  it('lists every note with its member and author, filtered by member, author, day and text', async () => {
    const a = (await staff.admin.post('/api/staff/members/1/notes', { content: 'Prefers Maybank.' })).json()
      .data.id;
    const second = await staff.admin.post('/api/staff/members', { name: 'Nurul Huda', phone: '0123000042' });
    const secondId = second.json().data.id;
    const b = (
      await staff.cs.post(`/api/staff/members/${secondId}/notes`, { content: 'Asked about rebate.' })
    ).json().data.id;
    const all = (await staff.cs.get('/api/staff/notes')).json();
    expect(all.meta.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      id: b,
      member_id: 2,
      created_by: 'CS One',
      content: 'Asked about rebate.',
    });
    const csId = all.data[0].author_id;

    const ids = async (query: string) =>
      (await staff.cs.get(`/api/staff/notes?${query}`)).json().data.map((n: { id: number }) => n.id);
    expect(await ids('member_id=1')).toEqual([a]);
    expect(await ids(`author_id=${csId}`)).toEqual([b]);
    expect(await ids('q=maybank')).toEqual([a]);
    expect(await ids('q=nurul')).toEqual([b]);
    expect(await ids('from=2000-01-01&to=2000-01-02')).toEqual([]);
    expect(await ids('sort=created_at')).toEqual([a, b]);

    const authors = (await staff.cs.get('/api/staff/notes/filters')).json().authors;
    expect(authors.map((o: { name: string }) => o.name)).toEqual(['Administrator', 'CS One']);

    for (const bad of ['member_id=abc', 'author_id=-1', 'sort=content', 'from=2024-13-40', 'per_page=100000'])
      expect((await staff.cs.get(`/api/staff/notes?${bad}`)).statusCode, bad).toBeGreaterThanOrEqual(400);
    const csv = await staff.cs.get('/api/staff/notes?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Prefers Maybank.');
  });
});
