import type { Root } from 'react-dom/client';
import { AUTH_API } from '../../shared/api/endpoints.ts';
import { LoginForm } from './login-form.tsx';

/**
 * /admin/login opened directly: the form alone, without the back-office bundle. A session that
 * is already signed in goes straight on; a sign-in loads the back-office.
 */
export async function renderLogin(root: Root) {
  const signedIn = await fetch(AUTH_API.me, { credentials: 'same-origin' })
    .then((r) => r.ok)
    .catch(() => false);
  if (signedIn) return window.location.replace('/admin/');
  root.render(<LoginForm onSignedIn={() => window.location.assign('/admin/')} />);
}
