import type { Locale } from '@topup/contracts/locales.ts';
import { formatMessage, type MessageCode } from '@topup/contracts/messages.ts';
import { and, eq, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { AlertEvent } from './alert-events.read-model.ts';
import { telegramAlertOutbox } from './telegram-alerts.table.ts';

/** A send that failed this many times is given up (its row keeps the last error). */
export const MAX_SEND_ATTEMPTS = 8;
/** A claimed row is left alone by other runs this long, then counts as not sent. */
const CLAIM_MS = 60_000;
const BATCH = 50;

const TYPE_CODES: Record<string, MessageCode> = {
  deposit: 'TELEGRAM_TYPE_DEPOSIT',
  withdrawal: 'TELEGRAM_TYPE_WITHDRAWAL',
};

/** The alert's text in `language`. */
export function alertText(event: AlertEvent, language: Locale): string {
  const typeCode = TYPE_CODES[String(event.params.type)];
  const params = typeCode ? { ...event.params, type: formatMessage(typeCode, language) } : event.params;
  return formatMessage(event.code, language, params);
}

/** Queues each event for each chat; an event already queued for a chat is not queued again. */
export async function queueAlerts(
  db: Db,
  events: AlertEvent[],
  chatIds: string[],
  language: Locale,
  now: Date,
): Promise<number> {
  const rows = events.flatMap((event) =>
    chatIds.map((chatId) => ({
      eventKey: event.key,
      chatId,
      kind: event.kind,
      text: alertText(event, language),
      nextAttemptAt: now,
      createdAt: now,
    })),
  );
  if (!rows.length) return 0;
  const inserted = await db
    .insert(telegramAlertOutbox)
    .values(rows)
    .onConflictDoNothing({ target: [telegramAlertOutbox.eventKey, telegramAlertOutbox.chatId] })
    .returning({ id: telegramAlertOutbox.id });
  return inserted.length;
}

/** Waits before the next try: 1, 2, 4, ... minutes, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

export type Delivery = { sent: number; failed: { id: number; error: string; gaveUp: boolean }[] };

/**
 * Sends the due alerts with `send` (null: sent, else the error). Each row is claimed first (a
 * conditional update), so two runs at once never send the same row; a failure is kept and tried
 * again later, up to MAX_SEND_ATTEMPTS.
 */
export async function deliverDueAlerts(
  db: Db,
  send: (chatId: string, text: string) => Promise<string | null>,
  now: () => Date,
): Promise<Delivery> {
  const due = await db
    .select()
    .from(telegramAlertOutbox)
    .where(
      and(
        isNull(telegramAlertOutbox.sentAt),
        lt(telegramAlertOutbox.attempts, MAX_SEND_ATTEMPTS),
        lte(telegramAlertOutbox.nextAttemptAt, now()),
      ),
    )
    .orderBy(telegramAlertOutbox.id)
    .limit(BATCH);
  const delivery: Delivery = { sent: 0, failed: [] };
  for (const row of due) {
    const claimed = await db
      .update(telegramAlertOutbox)
      .set({ nextAttemptAt: new Date(now().getTime() + CLAIM_MS) })
      .where(
        and(
          eq(telegramAlertOutbox.id, row.id),
          eq(telegramAlertOutbox.nextAttemptAt, row.nextAttemptAt),
          isNull(telegramAlertOutbox.sentAt),
        ),
      )
      .returning({ id: telegramAlertOutbox.id });
    if (!claimed.length) continue;
    const error = await send(row.chatId, row.text);
    const attempts = row.attempts + 1;
    await db
      .update(telegramAlertOutbox)
      .set(
        error === null
          ? { attempts, sentAt: now(), lastError: null }
          : { attempts, lastError: error, nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts)) },
      )
      .where(eq(telegramAlertOutbox.id, row.id));
    if (error === null) delivery.sent++;
    else delivery.failed.push({ id: row.id, error, gaveUp: attempts >= MAX_SEND_ATTEMPTS });
  }
  return delivery;
}
