import { z } from 'zod';

/**
 * Which column holds what, by header text. A statement has either one signed `amount` column
 * (credits positive, debits negative) or separate `deposit` and `withdrawal` columns.
 */
export const columnMappingSchema = z
  .object({
    date: z.string().min(1).max(100),
    time: z.string().max(100).optional(),
    description: z.string().min(1).max(100),
    amount: z.string().max(100).optional(),
    deposit: z.string().max(100).optional(),
    withdrawal: z.string().max(100).optional(),
    balance: z.string().max(100).optional(),
    date_order: z.enum(['dmy', 'ymd', 'mdy']).default('dmy'),
  })
  .refine((m) => Boolean(m.amount) || Boolean(m.deposit || m.withdrawal), 'INVALID_REQUEST');
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

export type StatementLayout = { id: string; name: string; mapping: ColumnMapping };

/** The layouts recognised by their headers (fixtures in ./fixtures show one of each). */
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
];

export const headerKey = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

function mappedHeaders(mapping: ColumnMapping): string[] {
  return [
    mapping.date,
    mapping.time,
    mapping.description,
    mapping.amount,
    mapping.deposit,
    mapping.withdrawal,
    mapping.balance,
  ]
    .filter((h): h is string => Boolean(h))
    .map(headerKey);
}

/** The known layout whose every mapped header is in the file, or null (staff map the columns). */
export function detectLayout(headers: string[]): StatementLayout | null {
  const present = new Set(headers.map(headerKey));
  return KNOWN_LAYOUTS.find((layout) => mappedHeaders(layout.mapping).every((h) => present.has(h))) ?? null;
}

/** Headers a mapping names that the file does not have. */
export function missingHeaders(headers: string[], mapping: ColumnMapping): string[] {
  const present = new Set(headers.map(headerKey));
  return mappedHeaders(mapping).filter((h) => !present.has(h));
}
