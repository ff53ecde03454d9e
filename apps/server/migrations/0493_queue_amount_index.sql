-- Pending Deposit and Pending Withdrawal sorted by amount (`npm run bench:scale`): the
-- queue's open items by amount, from an index of only them (a few thousand rows) instead of
-- walking every transaction's amount backwards until twenty open ones turn up (0.3 s at a
-- million transactions).
create index transactions_queue_amount on transactions (type, amount_sen, id)
  where status in ('pending', 'processing', 'success');
