/** How long one Bot API call may take before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Sends `text` to `chatId` through the Telegram Bot API's sendMessage at `apiBase`. Returns null
 * when Telegram accepted it, else what went wrong, with the token cut out (it is in the address,
 * and an error text is logged and shown to staff).
 */
export async function sendTelegramMessage(
  apiBase: string,
  token: string,
  chatId: string,
  text: string,
): Promise<string | null> {
  const hide = (message: string) => message.split(token).join('***');
  try {
    const res = await fetch(`${apiBase}/bot${token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: chatId, text, disable_web_page_preview: true }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body = (await res.json().catch(() => null)) as { ok?: boolean; description?: string } | null;
    if (res.ok && body?.ok === true) return null;
    return hide(`HTTP ${res.status}${body?.description ? `: ${body.description}` : ''}`).slice(0, 300);
  } catch (err) {
    const cause =
      err instanceof Error
        ? `${err.message}${err.cause instanceof Error ? `: ${err.cause.message}` : ''}`
        : String(err);
    return hide(cause).slice(0, 300);
  }
}
