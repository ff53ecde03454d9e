import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { type StaffHeaders, staffHeaders } from './staff-session.ts';
import { createTestApp } from './test-app.ts';

/**
 * A test file's app with the demo admin's session headers (a session row, not the login route):
 * opened before its tests, closed after. Read `app` and `admin` inside the tests (they exist once
 * `beforeAll` has run).
 */
export function adminSessionApp(): { readonly app: App; readonly admin: StaffHeaders } {
  const state = {} as { app: App; admin: StaffHeaders };
  beforeAll(async () => {
    state.app = await createTestApp();
    state.admin = await staffHeaders(state.app);
  });
  afterAll(async () => state.app?.close());
  return state;
}
