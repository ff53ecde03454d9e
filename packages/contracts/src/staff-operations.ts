/**
 * Reply shapes of the back-office members API (members, member imports, sources), shared by the
 * server that builds them and the staff SPA that shows them. Bank transactions and statements:
 * api/bank-transactions.ts and api/bank-statements.ts.
 */

export type { ImportErrorView, ImportJobView } from './api/member-import.ts';
export type {
  MemberDetail,
  MemberHistoryEntry,
  MemberLinkStatus,
  MemberTransactionRow,
  MemberView,
} from './api/members.ts';
export type { SourceView } from './api/sources.ts';
