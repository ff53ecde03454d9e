import { describe, expect, it } from 'vitest';
import { loginAs, type StaffClient, staffTestApp } from '../../test/staff-client.ts';
import { DEMO_CS } from '../access/access.demo.ts';

const STRONG = 'Kopi ais tiga gelas ☕ pagi';
const TOO_SHORT = 'Password must be at least 12 characters.';
const TOO_LONG = 'Password must be at most 128 characters.';
const TOO_COMMON = 'This password is on a list of common or leaked passwords. Please choose another.';
const TOO_WEAK = 'This password is too easy to guess. Try a longer phrase of several unrelated words.';
const HAS_USERNAME = 'Password must not contain the username.';

describe('staff password policy on every route that sets a password', () => {
  const t = staffTestApp();
  let created = 0;

  const roleId = async () =>
    (
      (await t.admin.get('/api/staff/operators/role-options')).json().data as { id: number; name: string }[]
    ).find((r) => r.name === 'Customer Service')!.id;

  const createOperator = async (password: string, username = `pw${++created}x`) =>
    t.admin.post('/api/staff/operators', { name: 'Policy', username, password, role_id: await roleId() });

  const passwordErrors = (res: { statusCode: number; json: () => { errors?: { password?: string[] } } }) => ({
    status: res.statusCode,
    password: res.json().errors?.password,
  });

  it('operator create: refuses 11 characters, a common password, the username inside, more than 128', async () => {
    expect(passwordErrors(await createOperator('Abcdefgh-1!'))).toEqual({
      status: 422,
      password: [TOO_SHORT],
    });
    expect(passwordErrors(await createOperator('password1234'))).toEqual({
      status: 422,
      password: [TOO_COMMON],
    });
    expect(passwordErrors(await createOperator('aaaaaaaaaaaaaaaa'))).toEqual({
      status: 422,
      password: [TOO_WEAK],
    });
    expect(passwordErrors(await createOperator('Tundra-quill-Marcus7-harbour', 'marcus7'))).toEqual({
      status: 422,
      password: [HAS_USERNAME],
    });
    expect(passwordErrors(await createOperator('Tundra-quill-MARCUS8-harbour', 'Marcus8'))).toEqual({
      status: 422,
      password: [HAS_USERNAME],
    });
    expect(passwordErrors(await createOperator(`${'Zq7-'.repeat(32)}x`))).toEqual({
      status: 422,
      password: [TOO_LONG],
    });
  });

  it('answers the refusal in the request language', async () => {
    const res = await t.admin.request({
      method: 'POST',
      url: '/api/staff/operators',
      headers: { locale: 'bm' },
      payload: { name: 'Policy', username: 'pwbm', password: 'short', role_id: await roleId() },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual(['Kata laluan mestilah sekurang-kurangnya 12 aksara.']);
  });

  it('accepts a strong passphrase with spaces and unicode exactly as typed, and it signs in', async () => {
    const res = await createOperator(STRONG, 'pwunicode');
    expect(res.statusCode).toBe(200);
    await loginAs(t.app, 'pwunicode', STRONG);
    // Not trimmed: the same passphrase with an extra space is another password.
    const withSpace = await t.admin.post('/api/staff/auth/login', {
      username: 'pwunicode',
      password: ` ${STRONG}`,
    });
    expect(withSpace.statusCode).not.toBe(200);
  });

  it('accepts 64 and 128 characters (counted as characters, not bytes)', async () => {
    const sixtyFour = `${'Correct-horse-battery-staple-'.repeat(3).slice(0, 63)}🐟`;
    expect([...sixtyFour]).toHaveLength(64);
    expect((await createOperator(sixtyFour, 'pwsixtyfour')).statusCode).toBe(200);
    await loginAs(t.app, 'pwsixtyfour', sixtyFour);
    const longest = '🐟'.repeat(4) + 'Tundra-quill-harbour-'.repeat(6).slice(0, 124);
    expect([...longest]).toHaveLength(128);
    expect((await createOperator(longest, 'pwlongest')).statusCode).toBe(200);
  });

  it('operator edit: a new password meets the policy against the username; empty keeps the old one', async () => {
    const username = 'pwedited';
    const id = (await createOperator(STRONG, username)).json().data.id as number;
    const edit = async (password: string) =>
      t.admin.put(`/api/staff/operators/${id}`, {
        name: 'Policy',
        username,
        role_id: await roleId(),
        status: 'active',
        password,
      });
    expect(passwordErrors(await edit('short-pass1'))).toEqual({ status: 422, password: [TOO_SHORT] });
    expect(passwordErrors(await edit('iloveyou1234'))).toEqual({ status: 422, password: [TOO_COMMON] });
    expect(passwordErrors(await edit('Pwedited-lagoon-copper'))).toEqual({
      status: 422,
      password: [HAS_USERNAME],
    });
    await loginAs(t.app, username, STRONG);
    expect((await edit('')).statusCode).toBe(200);
    await loginAs(t.app, username, STRONG);
    expect((await edit('Saffron walrus, quiet 1987 tundra')).statusCode).toBe(200);
    await loginAs(t.app, username, 'Saffron walrus, quiet 1987 tundra');
  });

  it('profile password: the own new password meets the policy against the own username', async () => {
    const username = 'pwprofile';
    expect((await createOperator(STRONG, username)).statusCode).toBe(200);
    const self: StaffClient = await loginAs(t.app, username, STRONG);
    const change = (password: string) =>
      self.post('/api/staff/profile/password', { current_password: STRONG, password });
    expect(passwordErrors(await change('Elevenchars'))).toEqual({ status: 422, password: [TOO_SHORT] });
    expect(passwordErrors(await change('password1234'))).toEqual({ status: 422, password: [TOO_COMMON] });
    expect(passwordErrors(await change('my-PWPROFILE-lantern-9'))).toEqual({
      status: 422,
      password: [HAS_USERNAME],
    });
    expect(passwordErrors(await change('x'.repeat(129)))).toEqual({ status: 422, password: [TOO_LONG] });
    await loginAs(t.app, username, STRONG);
    expect((await change('Marble fjord sneaks past 6 otters')).statusCode).toBe(200);
    await loginAs(t.app, username, 'Marble fjord sneaks past 6 otters');
  });

  it('signing in never applies the policy: an operator whose password predates it still signs in', async () => {
    expect(DEMO_CS.password.length).toBeLessThan(12);
    await loginAs(t.app, DEMO_CS.username, DEMO_CS.password);
  });
});
