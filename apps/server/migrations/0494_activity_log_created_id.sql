-- Activity Log pages (`npm run bench:scale`): the list's order (newest first, id as
-- the tiebreak) as one index, so a page's ids, deep pages included, come from the index alone.
-- Replaces the index on created_at only.
create index activity_log_created_id on activity_log (created_at desc, id desc);
drop index activity_log_created;
