-- Telegram alerts (staff: Telegram Alerts). One settings row: the Bot API address (null: the
-- server's TELEGRAM_API_BASE), the bot token (a secret: replies show it masked), the chats, the
-- language of the alert texts and each alert's switch and parameters.
create table if not exists telegram_settings (
  id integer primary key default 1 check (id = 1),
  api_base text,
  bot_token text,
  chat_ids jsonb not null default '[]',
  language text not null default 'en',
  alerts jsonb not null,
  updated_at timestamptz not null default now()
);

-- The alerts' outbox: one row per event and chat, so an event found again is not sent twice.
-- A failed send is retried (attempts, next_attempt_at) until sent or given up.
create table if not exists telegram_alert_outbox (
  id bigserial primary key,
  event_key text not null,
  chat_id text not null,
  kind text not null,
  text text not null,
  attempts integer not null default 0,
  last_error text,
  next_attempt_at timestamptz not null default now(),
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  unique (event_key, chat_id)
);
create index if not exists telegram_alert_outbox_due on telegram_alert_outbox (next_attempt_at) where sent_at is null;
