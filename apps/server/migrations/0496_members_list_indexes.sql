-- Members list at scale (`npm run bench:scale`): its default order (newest first, id as
-- the tiebreak) and its phone sort as indexes with the tiebreak, so a page's ids, deep pages
-- included, come from an index walk. Replaces the index on registered_at only.
create index members_registered_id on members (registered_at desc, id desc);
drop index members_registered;
create index members_phone on members (phone, id);
