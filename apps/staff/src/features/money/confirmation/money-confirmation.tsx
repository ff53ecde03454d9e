import { parseAmountSen } from '@topup/contracts/amount-text.ts';
import type { MoneyRow } from '@topup/contracts/api/money.ts';
import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY, formatRM, formatRMText } from '../../../shared/format/format.ts';

/** Who gets the money: an account option or a listed transaction (a reward wallet's has no game account). */
type Party = Pick<MoneyRow, 'member_name' | 'member_phone' | 'product_name' | 'username'>;

export type MoneyConfirmationProps = {
  /** What happens when the operator confirms ("Top up now? The credit is added at the provider at once."); a dialog whose title asks it leaves it out. */
  question?: ReactNode;
  /** The amount in sen, shown large; or what moves when it is not known yet (a whole balance). */
  amountSen?: number;
  amountText?: ReactNode;
  /** The game account the money moves on (and, for a transfer, the one it moves to). */
  account: Party | null | undefined;
  to?: Party | null;
  bank?: string | null;
  /** The bonus claimed; left out where a form has none. */
  bonus?: string | null;
};

function BigAmount({ children }: { children: ReactNode }) {
  return (
    <Typography.Text strong style={{ fontSize: 28, lineHeight: 1.2 }} data-testid="confirmation-amount">
      {children}
    </Typography.Text>
  );
}

const partyMember = (p: Party | null | undefined) => (p ? `${p.member_name} · ${p.member_phone}` : EMPTY);
const partyGame = (p: Party | null | undefined) =>
  p?.username ? `${p.product_name ?? EMPTY} · ${p.username}` : EMPTY;

/**
 * The one confirmation of every money action: who gets the money (member and phone, game and game
 * ID), through which bank, with which bonus, and the amount written large.
 */
export function MoneyConfirmation(props: MoneyConfirmationProps) {
  const { t } = useTranslation();
  const items = [
    { key: 'member', label: t('money.confirmation.member'), children: partyMember(props.account) },
    {
      key: 'game',
      label: props.to ? t('money.transfer.from') : t('money.confirmation.game'),
      children: partyGame(props.account),
    },
    ...(props.to ? [{ key: 'to', label: t('money.transfer.to'), children: partyGame(props.to) }] : []),
    ...(props.bank !== undefined
      ? [{ key: 'bank', label: t('money.confirmation.bank'), children: props.bank ?? EMPTY }]
      : []),
    ...(props.bonus !== undefined
      ? [
          {
            key: 'bonus',
            label: t('money.confirmation.bonus'),
            children: props.bonus ?? t('money.confirmation.noBonus'),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={8} data-testid="money-confirmation">
      {props.question && <Typography.Text>{props.question}</Typography.Text>}
      <BigAmount>{props.amountSen !== undefined ? formatRM(props.amountSen) : props.amountText}</BigAmount>
      <Descriptions size="small" column={1} bordered items={items} />
    </Flex>
  );
}

/** A form's amount (the API's text, as MoneyInput holds it: "1234.50") in sen; 0 when there is none. */
export const amountSen = (amount: string | number | null | undefined) => parseAmountSen(amount) ?? 0;

/** The label of a picked option (a bank, a bonus); null when none is picked. */
export const optionLabel = (
  options: { value: number; label: string }[] | undefined,
  value: number | string | null | undefined,
) =>
  options?.find((option) => value !== null && value !== undefined && option.value === Number(value))?.label ??
  null;

/** The money of one listed transaction: its member, game account, bank, bonus and amount. */
export function TransactionConfirmation({ row }: { row: MoneyRow }) {
  return (
    <MoneyConfirmation
      amountSen={parseAmountSen(row.amount) ?? 0}
      account={row}
      bank={row.deposit_bank_name ?? row.withdraw_bank_name}
      bonus={row.type === 'deposit' ? (row.bonus !== '0.00' ? formatRMText(row.bonus) : null) : undefined}
    />
  );
}

/** One line of a confirmation that moves money on several game accounts. */
export type MoneyListItem = {
  key: number | string;
  ref?: string;
  party: Party | null | undefined;
  amountSen: number;
};

/**
 * The confirmation of money moving on several game accounts at once: how many, their RM total
 * written large, the bank where one bank is used, and the list (member, game account, amount) so
 * the operator sees what the click moves.
 */
export function MoneyListConfirmation({
  question,
  items,
  bank,
}: {
  question: ReactNode;
  items: MoneyListItem[];
  bank?: string | null;
}) {
  const { t } = useTranslation();
  const total = items.reduce((sum, item) => sum + item.amountSen, 0);
  return (
    <Flex vertical gap={8} data-testid="bulk-confirmation">
      <Typography.Text>{question}</Typography.Text>
      <BigAmount>{formatRM(total)}</BigAmount>
      <Typography.Text data-testid="bulk-count">
        {t('money.confirmation.rows', { count: items.length })}
      </Typography.Text>
      {bank !== undefined && (
        <Typography.Text>
          {t('money.confirmation.bank')}: {bank ?? EMPTY}
        </Typography.Text>
      )}
      <ul style={{ maxHeight: 220, overflowY: 'auto', margin: 0, paddingInlineStart: 20 }}>
        {items.map((item) => (
          <li key={item.key}>
            {item.ref && `${item.ref} `}
            {partyMember(item.party)} — {partyGame(item.party)} — <strong>{formatRM(item.amountSen)}</strong>
          </li>
        ))}
      </ul>
    </Flex>
  );
}

/** A bulk action's confirmation over the selected transactions. */
export function BulkConfirmation({ question, rows }: { question: ReactNode; rows: MoneyRow[] }) {
  return (
    <MoneyListConfirmation
      question={question}
      items={rows.map((row) => ({
        key: row.id,
        ref: `#${row.id}`,
        party: row,
        amountSen: parseAmountSen(row.amount) ?? 0,
      }))}
    />
  );
}
