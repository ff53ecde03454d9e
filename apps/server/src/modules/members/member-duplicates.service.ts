import type {
  DuplicateMatch,
  DuplicateMember,
  duplicateCheckBodySchema,
} from '@topup/contracts/api/members.ts';
import {
  isMasked,
  normalizeBankAccount,
  normalizeDate,
  normalizePhone,
} from '@topup/contracts/member-fields.ts';
import { eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.ts';
import { memberDuplicateSignals } from './member-duplicates.table.ts';
import { members } from './members.table.ts';

/** What a member would be saved with (normalised), and who they are when they already exist. */
export type DuplicateCandidate = {
  id: number | null;
  name: string | null;
  phone: string | null;
  date_of_birth: string | null;
  bank_account_number: string | null;
};

/** Names compare without case and with runs of spaces as one ("Ali  bin Abu" = "ali bin abu"). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

type Stored = typeof members.$inferSelect;

function matchesOf(c: DuplicateCandidate, m: Stored): DuplicateMatch[] {
  const out: DuplicateMatch[] = [];
  if (c.phone && m.phone === c.phone) out.push('phone');
  if (c.bank_account_number && m.bankAccountNumber === c.bank_account_number) out.push('bank_account');
  if (c.name && c.date_of_birth && m.dateOfBirth === c.date_of_birth && nameKey(m.name) === nameKey(c.name))
    out.push('name_dob');
  return out;
}

/**
 * For each candidate, the other members sharing its phone, bank account number, or name with
 * date of birth (the candidate itself never counts). One query for all of them: the member
 * import checks a chunk of rows at a time.
 */
export async function findDuplicates(db: Db, candidates: DuplicateCandidate[]): Promise<DuplicateMember[][]> {
  const values = (pick: (c: DuplicateCandidate) => string | null) => [
    ...new Set(candidates.flatMap((c) => (pick(c) ? [pick(c)!] : []))),
  ];
  const phones = values((c) => c.phone);
  const banks = values((c) => c.bank_account_number);
  const births = values((c) => (c.name ? c.date_of_birth : null));
  const conditions = [
    phones.length ? inArray(members.phone, phones) : undefined,
    banks.length ? inArray(members.bankAccountNumber, banks) : undefined,
    births.length ? inArray(members.dateOfBirth, births) : undefined,
  ].filter((c) => c !== undefined);
  if (!conditions.length) return candidates.map(() => []);
  const found = await db
    .select()
    .from(members)
    .where(or(...conditions))
    .orderBy(members.id);
  return candidates.map((c) =>
    found.flatMap((m) => {
      const matches = m.id === c.id ? [] : matchesOf(c, m);
      if (!matches.length) return [];
      return [
        {
          id: m.id,
          name: m.name,
          phone: m.phone,
          date_of_birth: m.dateOfBirth,
          bank_account_number: m.bankAccountNumber,
          matches,
        },
      ];
    }),
  );
}

/** Members per lookup when recording signals after an import. */
const CHUNK = 500;

/**
 * After members were saved (created, edited or imported) in the caller's transaction: each pair
 * of one of them with another member sharing the bank account, or the name with the date of
 * birth, becomes a Fraud report signal, once per pair whoever is saved again. (Phones are unique:
 * a shared one is refused, never saved.)
 */
export async function recordDuplicateSignals(
  tx: Db,
  memberIds: number[],
  operatorId: number | null,
  now: Date,
): Promise<void> {
  const pairs = new Map<string, typeof memberDuplicateSignals.$inferInsert>();
  for (let start = 0; start < memberIds.length; start += CHUNK) {
    const saved = await tx
      .select()
      .from(members)
      .where(inArray(members.id, memberIds.slice(start, start + CHUNK)));
    const candidates = saved.map((m) => ({
      id: m.id,
      name: m.name,
      phone: null,
      date_of_birth: m.dateOfBirth,
      bank_account_number: m.bankAccountNumber,
    }));
    const found = await findDuplicates(tx, candidates);
    candidates.forEach((c, i) => {
      for (const other of found[i]!) {
        const key = [c.id, other.id].sort((a, b) => a - b).join(':');
        if (!pairs.has(key))
          pairs.set(key, {
            memberId: c.id,
            otherMemberId: other.id,
            matches: other.matches,
            operatorId,
            createdAt: now,
          });
      }
    });
  }
  // The pair's unique index (either order) keeps the first signal of a pair.
  const rows = [...pairs.values()];
  for (let start = 0; start < rows.length; start += CHUNK)
    await tx
      .insert(memberDuplicateSignals)
      .values(rows.slice(start, start + CHUNK))
      .onConflictDoNothing();
}

type CheckInput = z.output<typeof duplicateCheckBodySchema>;

/**
 * The member form's duplicate warning: the other members sharing what is typed so far. A field
 * not yet valid is left out; a masked one (an operator without members.pii editing) stands for the
 * stored value of the member being edited.
 */
export async function checkDuplicates(db: Db, input: CheckInput): Promise<DuplicateMember[]> {
  const [stored] = input.id ? await db.select().from(members).where(eq(members.id, input.id)) : [];
  const field = (
    sent: string | null,
    normalize: (v: string) => string | null,
    kept: string | null | undefined,
  ) => (!sent ? null : isMasked(sent) ? (kept ?? null) : normalize(sent));
  const candidate: DuplicateCandidate = {
    id: input.id ?? null,
    name: input.name,
    phone: field(input.phone, normalizePhone, stored?.phone),
    date_of_birth: field(input.date_of_birth, normalizeDate, stored?.dateOfBirth),
    bank_account_number: field(input.bank_account_number, normalizeBankAccount, stored?.bankAccountNumber),
  };
  const [found] = await findDuplicates(db, [candidate]);
  return found!;
}
