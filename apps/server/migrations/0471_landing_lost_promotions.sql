-- Landing Page settings: the promotions a visitor who did not win is shown (step 3);
-- an empty list shows every active promotion, as before.
alter table landing_campaigns add column lost_promotion_ids integer[] not null default '{}';
