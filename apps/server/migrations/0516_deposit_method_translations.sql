-- Deposit methods (bank groups) are managed from the back-office: their name and type label in
-- every language. name and type stay the English text (the fallback, and what staff lists show);
-- these hold the other languages, e.g. {"bm": "Perbankan Dalam Talian", "cn": "网上银行"}.
alter table bank_groups add column name_translations jsonb not null default '{}';
alter table bank_groups add column type_translations jsonb not null default '{}';

-- The deposit screen and the role scope look a group's banks up by group.
create index if not exists banks_group on banks (group_id);
