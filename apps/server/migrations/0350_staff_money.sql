-- Receipts uploaded by staff (withdrawal payouts, deposit slips): kept in the database so every
-- instance can serve them (no state on local disk).
create table transaction_receipts (
  id serial primary key,
  content_type text not null check (content_type in ('image/png', 'image/jpeg', 'image/webp', 'application/pdf')),
  size_bytes integer not null check (size_bytes > 0 and size_bytes <= 5242880),
  data_base64 text not null,
  uploaded_by integer references operators(id),
  created_at timestamptz not null default now()
);
