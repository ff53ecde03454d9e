import type { ImportJobView } from '@topup/contracts/api/member-import.ts';
import type { Db } from '../../platform/db/client.ts';
import { findDuplicates, nameKey } from '../members/member-duplicates.service.ts';
import type { ImportMemberRow } from './member-import-rows.ts';

type ImportDuplicate = NonNullable<ImportJobView['preview']>['duplicates'][number];

const CHUNK_ROWS = 500;
/** How many flagged rows the preview lists. */
const MAX_SHOWN = 500;

/** What makes two members the same person here: the bank account, or the name with the date of birth. */
function keysOf(r: ImportMemberRow): string[] {
  const keys: string[] = [];
  if (r.bank_account_number) keys.push(`bank:${r.bank_account_number}`);
  if (r.date_of_birth) keys.push(`person:${nameKey(r.name)}:${r.date_of_birth}`);
  return keys;
}

/**
 * The import preview's duplicate flags: each row sharing a bank account number, or a name with
 * the date of birth, with a member or with other rows of the file. They do not stop the import
 * (a phone taken does, as an error); importing them records Fraud report signals.
 */
export async function importDuplicates(db: Db, rows: ImportMemberRow[]): Promise<ImportDuplicate[]> {
  const rowsByKey = new Map<string, number[]>();
  for (const r of rows)
    for (const key of keysOf(r)) rowsByKey.set(key, [...(rowsByKey.get(key) ?? []), r.row]);
  const flagged: ImportDuplicate[] = [];
  for (let start = 0; start < rows.length && flagged.length < MAX_SHOWN; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const found = await findDuplicates(
      db,
      chunk.map((r) => ({ ...r, id: null, phone: null })),
    );
    chunk.forEach((r, i) => {
      const members = found[i]!.map(({ id, name, matches }) => ({ id, name, matches }));
      const others = new Set(keysOf(r).flatMap((key) => rowsByKey.get(key) ?? []));
      others.delete(r.row);
      if (members.length || others.size)
        flagged.push({ row: r.row, members, rows: [...others].sort((a, b) => a - b) });
    });
  }
  return flagged.slice(0, MAX_SHOWN);
}
