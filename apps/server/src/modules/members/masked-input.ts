import type { MemberView } from '@topup/contracts/api/members.ts';
import { isMasked } from '@topup/contracts/member-fields.ts';
import { DomainError } from '../../platform/errors.ts';
import { MASKS, type PersonalDataKind } from '../../platform/personal-data.ts';
import type { MemberInput } from './members.service.ts';

const MASKABLE = [
  { field: 'phone', kind: 'phone', code: 'MEMBER_PHONE_INVALID' },
  { field: 'date_of_birth', kind: 'date_of_birth', code: 'IMPORT_INVALID_FORMAT' },
  { field: 'bank_account_number', kind: 'account_number', code: 'IMPORT_INVALID_FORMAT' },
] as const satisfies readonly { field: keyof MemberInput; kind: PersonalDataKind; code: string }[];

/**
 * A member form sent back by an operator without `members.pii` carries the masked values it was
 * shown: each one that is exactly the mask of the stored value keeps the stored value; any other
 * masked-looking value (or one on a new member) is refused on its field.
 */
export function withStoredValues(before: MemberView | null, input: MemberInput): MemberInput {
  const out = { ...input };
  for (const { field, kind, code } of MASKABLE) {
    const sent = input[field];
    if (!sent || !isMasked(sent)) continue;
    const stored = before?.[field];
    if (!stored || MASKS[kind](stored) !== sent)
      throw new DomainError(code, {}, { fields: { [field]: code } });
    out[field] = stored;
  }
  return out;
}
