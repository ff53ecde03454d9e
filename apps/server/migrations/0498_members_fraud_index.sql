-- Follow-ups at scale (`npm run bench:scale`): each listing first files a follow-up for
-- every member flagged as fraud (follow-up.service syncFollowUps), which read every member to find
-- the flagged few (100,000 rows, 10 ms warm, 200 ms cold). The flagged ones as a partial index.
create index members_fraud on members (id) where fraud;
