import { boolean, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** An operator's sound alert for new pending items: on/off and volume (0-100). */
export const operatorAlertSettings = pgTable('operator_alert_settings', {
  operatorId: integer('operator_id').primaryKey(),
  sound: boolean('sound').notNull().default(true),
  volume: integer('volume').notNull().default(70),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
