import type { Root } from 'react-dom/client';
import { LoginForm } from '../features/auth/login-form.tsx';
import { fetchFirstRunNeeded } from '../features/first-run/api.ts';
import { AUTH_API } from '../shared/api/endpoints.ts';

/**
 * /admin/login opened directly: the form alone, without the back-office bundle. A session that
 * is already signed in, or a site with no operator yet, goes on to the back-office; a sign-in loads it.
 */
export async function renderLogin(root: Root) {
  const [signedIn, firstRun] = await Promise.all([
    fetch(AUTH_API.me, { credentials: 'same-origin' })
      .then((r) => r.ok)
      .catch(() => false),
    fetchFirstRunNeeded(),
  ]);
  // A site with no operator yet: the back-office shows its first-run page in place of the login.
  if (signedIn || firstRun) return window.location.replace('/admin/');
  root.render(<LoginForm onSignedIn={() => window.location.assign('/admin/')} />);
}
