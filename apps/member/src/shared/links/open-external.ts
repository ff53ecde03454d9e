import { PLACEHOLDER_LINK } from '@topup/contracts/page-data.ts';
import { t } from '../i18n/i18n.ts';
import { navigate } from '../router/router.ts';
import { openAlert } from '../ui/alert-store.ts';

/** A link nobody configured: empty, or the search-engine placeholder. */
export function isPlaceholderLink(link: string | null | undefined): boolean {
  if (!link?.trim()) return true;
  const normal = link.trim().replace(/\/+$/, '').toLowerCase();
  return normal === PLACEHOLDER_LINK.toLowerCase();
}

/** A placeholder shows 'Please contact customer service!' whose OK returns to /. */
export function alertContactCustomerService() {
  openAlert(t('messages.contactCustomerService'), {
    buttons: [{ label: 'common.ok', action: () => navigate('/') }],
  });
}

/** Opens a channel or chat link in a new window, unless it is a placeholder. */
export function openExternal(link: string | null | undefined) {
  if (isPlaceholderLink(link)) {
    alertContactCustomerService();
    return;
  }
  window.open(link!, '_blank', 'noopener,noreferrer');
}

/** A chat link with a pre-filled message (`text` parameter, as wa.me and most chat links take). */
export function withChatText(link: string, text: string): string {
  if (isPlaceholderLink(link)) return link;
  const separator = link.includes('?') ? '&' : '?';
  return `${link}${separator}text=${encodeURIComponent(text)}`;
}
