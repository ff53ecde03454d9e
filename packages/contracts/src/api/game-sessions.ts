import { z } from 'zod';
import { staffId } from './staff-input.ts';
import { dataReply, dateTime, moneyText } from './wire.ts';

/** Request and reply schemas of the staff Game Sessions screen (/api/staff/game-sessions). */

/** One game session of an account, as its provider reports it. */
export const gameSessionSchema = z.object({
  id: z.string(),
  username: z.string(),
  product_name: z.string(),
  game: z.string(),
  started_at: dateTime,
  ended_at: dateTime.nullable(),
  bet: moneyText,
  win: moneyText,
});
export type GameSession = z.input<typeof gameSessionSchema>;
export const gameSessionsReplySchema = dataReply(z.array(gameSessionSchema));

/** Which account's sessions, and how many of the newest. */
export const gameSessionsQuerySchema = z.object({
  member_account_id: staffId('SELECT_GAME_ID'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
