-- Transactions list filtered by status and a date range. Its capped count
-- (`select id ... limit 10001`) had no index matching both, and the planner costed a sequential
-- scan stopped at the limit (it assumes matching rows are spread evenly) level with the bitmap
-- scan of `transactions_requested`. When the scan won, the recent rows it wanted lay together at
-- the table's end, and synchronized scans start each scan where the last one stopped: six counts
-- read ~270 pages (3 ms), the seventh ran off that stretch and read 20,000 (130 ms), so p95 was
-- 132 ms (seventeenth session; 2.3 ms with this index, walked index-only).
create index transactions_status_requested on transactions (status, requested_at);
