-- Website settings "balance point" now limits deposits; until now it was stored and
-- never used, with 0 as its default. A stored 0 becomes "no limit" so that no site starts
-- refusing deposits on an upgrade; staff set it on Website Settings.
update settings set value = 'null'::jsonb where key = 'balance_point_sen' and value = '0'::jsonb;
