import type { DuplicateCheckBody, DuplicateMember } from '@topup/contracts/api/members.ts';
import { Form, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useMemberDuplicates } from './api.ts';

/** How long typing pauses before the form asks the server again. */
const WAIT_MS = 400;

/**
 * The member form's duplicate check: the other members sharing the phone, bank account number,
 * or name with date of birth typed so far (the member being edited never counts), asked a moment
 * after typing stops.
 */
export function useDuplicateCheck(form: FormInstance, memberId: number | undefined): DuplicateMember[] {
  const name = Form.useWatch('name', form) as string | undefined;
  const phone = Form.useWatch('phone', form) as string | undefined;
  const birth = Form.useWatch('date_of_birth', form) as Dayjs | null | undefined;
  const maskedBirth = Form.useWatch('maskedDateOfBirth', form) as string | undefined;
  const bank = Form.useWatch('bank_account_number', form) as string | undefined;
  const body: DuplicateCheckBody = {
    id: memberId,
    name: name?.trim() || null,
    phone: phone?.trim() || null,
    date_of_birth: birth?.format('YYYY-MM-DD') ?? maskedBirth ?? null,
    bank_account_number: bank?.trim() || null,
  };
  const typed = JSON.stringify(body);
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), WAIT_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const sent = JSON.parse(settled) as DuplicateCheckBody;
  const enabled = Boolean(sent.phone || sent.bank_account_number || (sent.name && sent.date_of_birth));
  const found = useMemberDuplicates(sent, enabled).data;
  return enabled ? (found ?? []) : [];
}
