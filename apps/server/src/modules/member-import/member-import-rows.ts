import {
  normalizeBankAccount,
  normalizeDate,
  normalizePhone,
  normalizeReferCode,
} from '@topup/contracts/member-fields.ts';
import type { MessageCode } from '@topup/contracts/messages.ts';
import { blankToNull } from '../members/member-fields.ts';
import type { TableFile } from './read-table-file.ts';

/** One member as the import will write it (already normalised). */
export type ImportMemberRow = {
  row: number;
  name: string;
  phone: string;
  date_of_birth: string | null;
  bank_name: string | null;
  bank_account_number: string | null;
  bank_account_holder: string | null;
  source: string | null;
  refer_code: string | null;
  upline: string | null;
  company: string | null;
  remark: string | null;
};

/** A problem with one cell; `row` is the spreadsheet row (the header is row 1). */
export type ImportRowError = { row: number; field: string; code: MessageCode; value?: string };

export const IMPORT_COLUMNS = [
  'name',
  'phone',
  'date_of_birth',
  'bank_name',
  'bank_account_number',
  'bank_account_holder',
  'source',
  'refer_code',
  'upline',
  'company',
  'remark',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

const ALIASES: Record<string, Column> = {
  mobile: 'phone',
  phone_number: 'phone',
  dob: 'date_of_birth',
  birthday: 'date_of_birth',
  bank: 'bank_name',
  bank_account: 'bank_account_number',
  account_number: 'bank_account_number',
  account_holder: 'bank_account_holder',
  holder: 'bank_account_holder',
  referral_code: 'refer_code',
  upline_refer_code: 'upline',
};

function columnOf(header: string): Column | null {
  const key = header
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if ((IMPORT_COLUMNS as readonly string[]).includes(key)) return key as Column;
  return Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null;
}

/** Maps each known column to its index in the file. */
export function columnIndexes(headers: string[]): Partial<Record<Column, number>> {
  const indexes: Partial<Record<Column, number>> = {};
  headers.forEach((header, i) => {
    const column = columnOf(header);
    if (column && indexes[column] === undefined) indexes[column] = i;
  });
  return indexes;
}

type Checked = { value: string | null; error?: MessageCode };

function check(raw: string, normalize: (v: string) => string | null, required: boolean): Checked {
  const text = raw.trim();
  if (!text) return required ? { value: null, error: 'IMPORT_MISSING_CONTENT' } : { value: null };
  const value = normalize(text);
  return value === null ? { value: null, error: 'IMPORT_INVALID_FORMAT' } : { value };
}

const text100 = (v: string) => (v.length <= 100 ? v : null);

/**
 * Checks every row on its own and against the other rows of the file (a phone or refer code
 * twice). Checks against the database (taken phones, unknown sources) come after, in the job.
 */
export function validateImportRows(file: TableFile): { rows: ImportMemberRow[]; errors: ImportRowError[] } {
  const indexes = columnIndexes(file.headers);
  const errors: ImportRowError[] = [];
  for (const required of ['name', 'phone'] as const) {
    if (indexes[required] === undefined)
      errors.push({ row: 1, field: required, code: 'IMPORT_MISSING_CONTENT' });
  }
  if (errors.length) return { rows: [], errors };

  const rows: ImportMemberRow[] = [];
  const phones = new Map<string, number>();
  const codes = new Map<string, number>();
  file.rows.forEach((cells, i) => {
    const row = i + 2;
    const cell = (column: Column) => {
      const index = indexes[column];
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const fields: Record<Column, Checked> = {
      name: check(cell('name'), text100, true),
      phone: check(cell('phone'), normalizePhone, true),
      date_of_birth: check(cell('date_of_birth'), normalizeDate, false),
      bank_name: check(cell('bank_name'), text100, false),
      bank_account_number: check(cell('bank_account_number'), normalizeBankAccount, false),
      bank_account_holder: check(cell('bank_account_holder'), text100, false),
      source: check(cell('source'), text100, false),
      refer_code: check(cell('refer_code'), normalizeReferCode, false),
      upline: check(cell('upline'), (v) => (v.length <= 50 ? v : null), false),
      company: check(cell('company'), text100, false),
      remark: check(cell('remark'), (v) => (v.length <= 1000 ? v : null), false),
    };
    if (fields.bank_account_number.value && !fields.bank_name.value && !fields.bank_name.error)
      fields.bank_name.error = 'IMPORT_MISSING_CONTENT';
    // A bank account is paid to its holder: a number without the name is refused as the form refuses it.
    if (
      fields.bank_account_number.value &&
      !fields.bank_account_holder.value &&
      !fields.bank_account_holder.error
    )
      fields.bank_account_holder.error = 'SELECT_ACCOUNT_NAME';
    const phone = fields.phone.value;
    if (phone && phones.has(phone)) fields.phone.error = 'MEMBER_PHONE_TAKEN';
    const code = fields.refer_code.value;
    if (code && codes.has(code)) fields.refer_code.error = 'REFER_CODE_TAKEN';
    let bad = false;
    for (const column of IMPORT_COLUMNS) {
      const error = fields[column].error;
      if (!error) continue;
      bad = true;
      errors.push({ row, field: column, code: error, value: cell(column).slice(0, 100) });
    }
    if (phone) phones.set(phone, row);
    if (code) codes.set(code, row);
    if (bad) return;
    rows.push({
      row,
      name: fields.name.value!,
      phone: phone!,
      date_of_birth: fields.date_of_birth.value,
      bank_name: fields.bank_name.value,
      bank_account_number: fields.bank_account_number.value,
      bank_account_holder: fields.bank_account_holder.value,
      source: fields.source.value,
      refer_code: code,
      upline: blankToNull(fields.upline.value),
      company: fields.company.value,
      remark: fields.remark.value,
    });
  });
  return { rows, errors };
}
