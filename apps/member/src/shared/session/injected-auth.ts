import type { AuthReply } from '@topup/contracts/member-api.ts';
import { MEMBER_AUTH_ELEMENT_ID } from '@topup/contracts/page-data.ts';

/**
 * The answer to the member link's login that the server sent with the page (`/?token=`), taken
 * once (the element is removed), or null when the page carries none.
 */
export function takeInjectedAuth(): AuthReply | null {
  const element = document.getElementById(MEMBER_AUTH_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  try {
    const reply = JSON.parse(element.textContent ?? '') as AuthReply | null;
    return reply && typeof reply.status === 'boolean' ? reply : null;
  } catch {
    return null;
  }
}
