import { formatSen } from '@topup/contracts/amount-text.ts';
import { groupedSen, signedAmountSen } from '@topup/contracts/display-format.ts';
import { InputNumber, type InputNumberProps } from 'antd';
import type { KeyboardEvent } from 'react';

type Props = Omit<InputNumberProps<string>, 'onChange' | 'stringMode' | 'formatter' | 'parser' | 'min'> & {
  onChange?: (value: string) => void;
  /** The least amount accepted: "0" (a setting) unless told; "0.01" where money must move; undefined for none (a balance). */
  min?: string;
};

/** What a person typed or pasted, as a number's text: "RM 1,234.5" -> "1234.5". */
export const parseMoneyText = (text: string | undefined): string => (text ?? '').replace(/[^\d.-]/g, '');

/** "-1234.5" -> "-1,234.5": commas between the thousands of the whole ringgit, the rest as it is. */
function groupThousands(text: string): string {
  const [whole = '', ...decimals] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals.length ? `${sign}${grouped}.${decimals.join('')}` : `${sign}${grouped}`;
}

/**
 * The text in the box. While the operator types it is what they typed with the commas put back
 * ("1234." stays "1,234."); otherwise the amount with two decimals ("1,234.50"), written as
 * formatRM writes it.
 */
export function formatMoneyText(
  value: string | undefined,
  info?: { userTyping: boolean; input: string },
): string {
  if (info?.userTyping) return groupThousands(parseMoneyText(info.input));
  const sen = signedAmountSen(value ?? '');
  return sen === null ? groupThousands(parseMoneyText(value)) : groupedSen(sen);
}

/** The amount handed to the form: "1234.50" (no commas, two decimals), '' when empty; as typed when not yet an amount. */
function formValue(value: string | null): string {
  if (value === null) return '';
  const sen = signedAmountSen(value);
  return sen === null ? value : formatSen(sen);
}

/**
 * Backspace or Delete next to a comma deletes the digit beyond it (the caret steps over the
 * comma): deleting only the comma would leave the amount unchanged and the text ungrouped.
 */
function stepOverComma(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget;
  const at = input.selectionStart;
  if (at === null || at !== input.selectionEnd) return;
  if (event.key === 'Backspace' && input.value[at - 1] === ',') input.setSelectionRange(at - 1, at - 1);
  if (event.key === 'Delete' && input.value[at] === ',') input.setSelectionRange(at + 1, at + 1);
}

/**
 * The back-office's one field for an amount of ringgit: "RM" before it, thousands separators and
 * two decimals ("RM 1,234.50", as amounts are written everywhere else). It holds text as the API
 * sends amounts ("1234.50", no commas), and '' when emptied (not null). Money forms ask for a
 * positive amount with `min="0.01"`.
 */
export function MoneyInput({ onChange, onKeyDown, ...props }: Props) {
  return (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      prefix="RM"
      inputMode="decimal"
      style={{ width: '100%' }}
      formatter={formatMoneyText}
      parser={parseMoneyText}
      onChange={(value) => onChange?.(formValue(value))}
      onKeyDown={(event) => {
        stepOverComma(event);
        onKeyDown?.(event);
      }}
      {...props}
    />
  );
}
