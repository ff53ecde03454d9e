import type { ColumnMapping } from '@topup/contracts/api/bank-statements.ts';

type Field = 'date' | 'time' | 'description' | 'reference' | 'deposit' | 'withdrawal' | 'amount' | 'balance';

/**
 * Header words banks use for each column, English and Malay, most specific first. A one-word
 * synonym marked `exact` only matches a header that is exactly that word ('Transaction' is a
 * description column, 'Transaction Date' is not).
 */
const SYNONYMS: Record<Field, string[]> = {
  date: [
    'transaction date',
    'trans date',
    'txn date',
    'entry date',
    'posting date',
    'post date',
    'tarikh transaksi',
    'tarikh',
    'date',
  ],
  time: ['transaction time', 'masa', 'time'],
  description: [
    'transaction description',
    'description',
    'keterangan',
    'particulars',
    'butiran',
    'transaction details',
    'details',
    'narrative',
    '=transaction',
  ],
  reference: [
    'reference number',
    'reference no',
    'ref no',
    'no rujukan',
    'rujukan',
    'reference',
    'cheque ref',
    '=ref',
  ],
  deposit: ['deposit amount', 'credit amount', 'deposit', 'credit', 'kredit', 'money in', 'masuk', '=cr'],
  withdrawal: [
    'withdrawal amount',
    'debit amount',
    'withdrawal',
    'debit',
    'pengeluaran',
    'money out',
    'keluar',
    '=dr',
  ],
  amount: ['transaction amount', 'amount', 'amaun', 'jumlah'],
  balance: ['statement balance', 'running balance', 'ledger balance', 'balance', 'baki'],
};

/** Columns a date must never be read from, though their header holds 'date'. */
const NOT_DATE = ['value date', 'tarikh nilai'];

/** 'Debit Amount (RM)' -> 'debit amount': lowercase words, currency marks dropped. */
function words(header: string): string {
  return header
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(rm|myr)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function matches(header: string, synonym: string, exactOnly: boolean): boolean {
  if (synonym.startsWith('=')) return header === synonym.slice(1);
  if (exactOnly) return header === synonym;
  return ` ${header} `.includes(` ${synonym} `);
}

/**
 * A proposed column mapping from a statement's header names, or null when no date, description
 * and amount columns can be told apart. Exact header names win over headers that only contain
 * the word, so 'Entry Date' is the date and 'Value Date' is left alone.
 */
export function guessMapping(headers: string[]): ColumnMapping | null {
  const normal = headers.map(words);
  const taken = new Set<number>();
  const found: Partial<Record<Field, string>> = {};
  const pick = (field: Field) => {
    for (const exactOnly of [true, false]) {
      for (const synonym of SYNONYMS[field]) {
        const index = normal.findIndex(
          (h, i) =>
            !taken.has(i) &&
            matches(h, synonym, exactOnly) &&
            !(field === 'date' && NOT_DATE.some((n) => h.includes(n))),
        );
        if (index >= 0) {
          taken.add(index);
          found[field] = headers[index];
          return;
        }
      }
    }
  };
  // Separate deposit/withdrawal columns first: 'Credit Amount' must not become the signed amount.
  for (const field of [
    'date',
    'description',
    'balance',
    'deposit',
    'withdrawal',
    'reference',
    'time',
  ] as const)
    pick(field);
  if (!found.deposit && !found.withdrawal) pick('amount');
  if (!found.date || !found.description || !(found.amount || found.deposit || found.withdrawal)) return null;
  return { ...found, date: found.date, description: found.description, date_order: 'dmy' };
}
