import type { ColumnMapping, StatementLayout } from '@topup/contracts/api/bank-statements.ts';

/**
 * The exports of the largest Malaysian banks, recognised by their headers (the two with
 * fixtures in ./fixtures keep their first ids). Any other statement gets a guessed mapping.
 */
export const KNOWN_LAYOUTS: StatementLayout[] = [
  {
    id: 'signed-amount',
    name: 'Maybank (one signed amount column, dd/mm/yyyy)',
    mapping: {
      date: 'Entry Date',
      description: 'Transaction Description',
      amount: 'Transaction Amount',
      balance: 'Statement Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'deposit-withdrawal',
    name: 'Hong Leong / OCBC (Withdrawal, Deposit and Balance columns, date with time)',
    mapping: {
      date: 'Date',
      description: 'Description',
      withdrawal: 'Withdrawal',
      deposit: 'Deposit',
      balance: 'Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'cimb',
    name: 'CIMB (Post Date, Cheque/Ref No, Debit/Credit Amount)',
    mapping: {
      date: 'Post Date',
      description: 'Transaction Description',
      reference: 'Cheque/Ref No',
      withdrawal: 'Debit Amount',
      deposit: 'Credit Amount',
      balance: 'Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'public-bank',
    name: 'Public Bank (Date, Transaction, Debit, Credit, Balance)',
    mapping: {
      date: 'Date',
      description: 'Transaction',
      withdrawal: 'Debit',
      deposit: 'Credit',
      balance: 'Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'rhb',
    name: 'RHB (Transaction Date, Reference, Debit (DR), Credit (CR))',
    mapping: {
      date: 'Transaction Date',
      description: 'Description',
      reference: 'Reference',
      withdrawal: 'Debit (DR)',
      deposit: 'Credit (CR)',
      balance: 'Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'ambank',
    name: 'AmBank (Transaction Date, Particulars, Cheque No, Debit, Credit)',
    mapping: {
      date: 'Transaction Date',
      description: 'Particulars',
      reference: 'Cheque No',
      withdrawal: 'Debit',
      deposit: 'Credit',
      balance: 'Balance',
      date_order: 'dmy',
    },
  },
  {
    id: 'bank-islam',
    name: 'Bank Islam (Tarikh, Keterangan, Rujukan, Debit, Kredit, Baki)',
    mapping: {
      date: 'Tarikh',
      description: 'Keterangan',
      reference: 'Rujukan',
      withdrawal: 'Debit',
      deposit: 'Kredit',
      balance: 'Baki',
      date_order: 'dmy',
    },
  },
];

export const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

function mappedHeaders(mapping: ColumnMapping): string[] {
  return [
    mapping.date,
    mapping.time,
    mapping.description,
    mapping.reference,
    mapping.amount,
    mapping.deposit,
    mapping.withdrawal,
    mapping.balance,
  ]
    .filter((h): h is string => Boolean(h))
    .map(headerKey);
}

/**
 * The known layout whose every mapped header is in the file, or null. When several fit (a
 * bank adding a column to another's set) the one naming the most of the file's columns wins.
 */
export function detectLayout(headers: string[]): StatementLayout | null {
  const present = new Set(headers.map(headerKey));
  const fitting = KNOWN_LAYOUTS.filter((layout) =>
    mappedHeaders(layout.mapping).every((h) => present.has(h)),
  );
  return fitting.sort((a, b) => mappedHeaders(b.mapping).length - mappedHeaders(a.mapping).length)[0] ?? null;
}

/** Headers a mapping names that the file does not have. */
export function missingHeaders(headers: string[], mapping: ColumnMapping): string[] {
  const present = new Set(headers.map(headerKey));
  return mappedHeaders(mapping).filter((h) => !present.has(h));
}
