import { defineResource } from '../../shared/resource/resource.ts';

export const bankTransactionsResource = defineResource('/api/staff/bank-transactions', '/bank-transactions');

const lines = bankTransactionsResource.endpoint;
export const BANK_TRANSACTIONS_API = {
  bankOptions: `${lines}/bank-options`,
  matchSettings: `${lines}/match-settings`,
  match: (id: number) => `${lines}/${id}/match`,
  suggestions: (id: number | undefined) => `${lines}/${id}/suggestions`,
  statementPreview: '/api/staff/bank-statements/preview',
  statementImport: '/api/staff/bank-statements/import',
} as const;
