-- A QR-payment bank account shows its QR code on the member deposit screen ("Where to pay"):
-- the Gallery image's path, like bank_groups.image. Null for an account paid by number.
alter table banks add column if not exists qr_image text;
