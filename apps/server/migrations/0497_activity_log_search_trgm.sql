-- Activity Log search at scale (`npm run bench:scale`): q matches the target id and the
-- IP anywhere (ILIKE '%...%'), so both get a trigram index; the action, target type and operator
-- are matched through their few values first and read by their btree indexes. Together each part
-- of a search is an index scan, and the capped count no longer reads the log until 10,001 rows
-- match.
create index activity_log_target_id_trgm on activity_log using gin (target_id gin_trgm_ops);
create index activity_log_ip_trgm on activity_log using gin (ip gin_trgm_ops);
