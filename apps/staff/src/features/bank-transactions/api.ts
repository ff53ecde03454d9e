import { defineResource } from '../../shared/resource/resource.ts';

export const bankTransactionsResource = defineResource('/api/staff/bank-transactions', '/bank-transactions');
