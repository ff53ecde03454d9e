import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  StatementImportResult,
  StatementPreview,
  StatementUploadBody,
} from '@topup/contracts/api/bank-statements.ts';
import type {
  BankOption,
  BankTransactionRow,
  MatchCandidate,
  MatchResult,
  MatchSettings,
  MatchSettingsBody,
} from '@topup/contracts/api/bank-transactions.ts';
import { api } from '../../shared/api/client.ts';
import { listSource } from '../../shared/api/list-source.ts';
import { defineResource } from '../../shared/resource/resource.ts';

export const bankTransactionsResource = defineResource('/api/staff/bank-transactions', '/bank-transactions');
export const bankTransactionsList = listSource<BankTransactionRow>(
  bankTransactionsResource.endpoint,
  '-transacted_at',
);

const LINES_URL = bankTransactionsResource.endpoint;
const BANK_OPTIONS_URL = `${LINES_URL}/bank-options`;
const MATCH_SETTINGS_URL = `${LINES_URL}/match-settings`;
const STATEMENTS_URL = '/api/staff/bank-statements';

/** Every key starts with the lines' endpoint: a change to the lines refreshes all of them. */
export const bankTransactionKeys = {
  lines: [LINES_URL] as const,
  bankOptions: [BANK_OPTIONS_URL] as const,
  matchSettings: [MATCH_SETTINGS_URL] as const,
  suggestions: (lineId: number | undefined) => [LINES_URL, String(lineId), 'suggestions'] as const,
};

/** The operator bank accounts statement lines belong to. */
export function useBankOptions() {
  return useQuery({
    queryKey: bankTransactionKeys.bankOptions,
    queryFn: () => api.get<{ data: BankOption[] }>(BANK_OPTIONS_URL).then((r) => r.data),
    staleTime: 60_000,
  });
}

export const bankLabel = (b: BankOption) => `${b.bank_name} ${b.account_number} (${b.holder})`;

export function useMatchSettings(enabled: boolean) {
  return useQuery({
    queryKey: bankTransactionKeys.matchSettings,
    queryFn: () => api.get<{ data: MatchSettings }>(MATCH_SETTINGS_URL).then((r) => r.data),
    enabled,
  });
}

export function useSaveMatchSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MatchSettingsBody) => api.put(MATCH_SETTINGS_URL, body),
    onSuccess: () => client.invalidateQueries({ queryKey: bankTransactionKeys.matchSettings }),
  });
}

/** Transactions that may be the line's counterpart, best first. */
export function useMatchSuggestions(lineId: number | undefined) {
  return useQuery({
    queryKey: bankTransactionKeys.suggestions(lineId),
    queryFn: () =>
      api.get<{ data: MatchCandidate[] }>(`${LINES_URL}/${lineId}/suggestions`).then((r) => r.data),
    enabled: lineId !== undefined,
  });
}

/** A write that changes the lines: the list (and every line's suggestions) is read again. */
function useLinesChange<Input, Reply>(write: (input: Input) => Promise<Reply>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: bankTransactionKeys.lines }),
  });
}

export const useConfirmMatch = () =>
  useLinesChange(({ lineId, transactionIds }: { lineId: number; transactionIds: number[] }) =>
    api
      .post<{ data: MatchResult }>(`${LINES_URL}/${lineId}/match`, { transaction_ids: transactionIds })
      .then((r) => r.data),
  );

export const useUndoMatch = () =>
  useLinesChange((lineId: number) => api.delete(`${LINES_URL}/${lineId}/match`));

/** What importing the statement would add, without adding it. */
export const usePreviewStatement = () =>
  useMutation({
    mutationFn: (body: StatementUploadBody) =>
      api.post<{ data: StatementPreview }>(`${STATEMENTS_URL}/preview`, body).then((r) => r.data),
  });

export const useImportStatement = () =>
  useLinesChange((body: StatementUploadBody) =>
    api.post<{ data: StatementImportResult }>(`${STATEMENTS_URL}/import`, body).then((r) => r.data),
  );
