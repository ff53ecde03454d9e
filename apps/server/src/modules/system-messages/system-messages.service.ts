import { LOCALES, type Locale } from '@topup/contracts/locales.ts';
import {
  isMessageCode,
  MESSAGES,
  type MessageCode,
  type MessageOverrides,
  messagePlaceholders,
  setMessageOverrides,
} from '@topup/contracts/messages.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { DomainError } from '../../platform/errors.ts';
import { type Actor, recordActivity } from '../audit/record-activity.ts';
import { systemMessages } from './system-messages.table.ts';

type Texts = Record<Locale, string>;
export type SystemMessageView = {
  code: MessageCode;
  defaults: Texts;
  /** The wording in use: the staff's where edited, else the default. */
  text: Texts;
  edited: boolean;
};

const defaultsOf = (code: MessageCode): Texts => {
  const entry: Texts = MESSAGES[code];
  return { en: entry.en, bm: entry.bm || entry.en, cn: entry.cn || entry.en };
};

async function loadOverrides(db: Db): Promise<MessageOverrides> {
  const rows = await db.select().from(systemMessages);
  return Object.fromEntries(rows.filter((r) => isMessageCode(r.code)).map((r) => [r.code, r.text]));
}

/** Every catalogue message with its default and current wording, filtered by code or text. */
export async function listSystemMessages(db: Db, q?: string): Promise<SystemMessageView[]> {
  const overrides = await loadOverrides(db);
  const needle = q?.trim().toLowerCase();
  return (Object.keys(MESSAGES) as MessageCode[])
    .map((code) => {
      const defaults = defaultsOf(code);
      const edited = overrides[code] ?? {};
      const text = Object.fromEntries(LOCALES.map((l) => [l, edited[l] || defaults[l]])) as Texts;
      return { code, defaults, text, edited: Object.values(edited).some(Boolean) };
    })
    .filter(
      (m) =>
        !needle ||
        m.code.toLowerCase().includes(needle) ||
        Object.values(m.text).some((t) => t.toLowerCase().includes(needle)),
    );
}

/**
 * Saves the staff's wording of one message (an empty language uses the default). The
 * placeholders (`:amount`, `:name`...) must stay those of the default, or the reply would lose
 * its values. Logged with the wording before and after.
 */
export async function updateSystemMessage(
  db: Db,
  actor: Actor,
  code: string,
  text: Partial<Texts>,
  now: Date,
): Promise<void> {
  if (!isMessageCode(code)) throw new DomainError('SYSTEM_MESSAGE_UNKNOWN');
  const defaults = defaultsOf(code);
  const cleaned = Object.fromEntries(
    LOCALES.map((l) => [l, text[l]?.trim() ?? ''] as const).filter(([, v]) => v !== ''),
  ) as Partial<Texts>;
  const fields: Record<string, 'SYSTEM_MESSAGE_PLACEHOLDER_FIELD'> = {};
  for (const [locale, value] of Object.entries(cleaned) as [Locale, string][])
    if (messagePlaceholders(value).join() !== messagePlaceholders(defaults.en).join())
      fields[locale] = 'SYSTEM_MESSAGE_PLACEHOLDER_FIELD';
  if (Object.keys(fields).length)
    throw new DomainError(
      'SYSTEM_MESSAGE_PLACEHOLDERS',
      {
        placeholders:
          messagePlaceholders(defaults.en)
            .map((p) => `:${p}`)
            .join(' ') || '-',
      },
      { fields },
    );
  await inTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.code, code))
      .for('update');
    if (Object.keys(cleaned).length === 0)
      await tx.delete(systemMessages).where(eq(systemMessages.code, code));
    else
      await tx
        .insert(systemMessages)
        .values({
          code,
          text: cleaned,
          updatedBy: actor.kind === 'operator' ? actor.operatorId : null,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: systemMessages.code,
          set: {
            text: cleaned,
            updatedBy: actor.kind === 'operator' ? actor.operatorId : null,
            updatedAt: now,
          },
        });
    await recordActivity(tx, actor, {
      action: 'system_message.update',
      targetType: 'system_message',
      targetId: code,
      before: before?.text ?? {},
      after: cleaned,
    });
  });
}

/**
 * Keeps this process's message overrides at most SYSTEM_MESSAGES_MAX_AGE_MS old: every server
 * instance reloads the staff's wording from the database, so an edit reaches all of them.
 */
export const SYSTEM_MESSAGES_MAX_AGE_MS = 5_000;
export function messageOverridesRefresher(db: Db) {
  let loadedAt = 0;
  let loading: Promise<void> | null = null;
  const reload = async () => {
    setMessageOverrides(await loadOverrides(db));
    loadedAt = Date.now();
  };
  return {
    /** Now, after a save. */
    reload,
    /**
     * Before a request: null while fresh (no promise on every request), else the reload to wait
     * for; concurrent requests share one load.
     */
    fresh(): Promise<void> | null {
      if (Date.now() - loadedAt < SYSTEM_MESSAGES_MAX_AGE_MS) return null;
      loading ??= reload().finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
