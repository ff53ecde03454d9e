import type { AccountOption } from '@topup/contracts/api/money.ts';
import { Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY, formatRM } from '../../../shared/format/format.ts';

type Party = Pick<AccountOption, 'member_name' | 'member_phone' | 'product_name' | 'username'>;

export type MoneyConfirmationProps = {
  /** What happens when the operator confirms ("Top up now? The credit is added at the provider at once."). */
  question: ReactNode;
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

const partyMember = (p: Party | null | undefined) => (p ? `${p.member_name} · ${p.member_phone}` : EMPTY);
const partyGame = (p: Party | null | undefined) => (p ? `${p.product_name} · ${p.username}` : EMPTY);

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
      <Typography.Text>{props.question}</Typography.Text>
      <Typography.Text strong style={{ fontSize: 28, lineHeight: 1.2 }} data-testid="confirmation-amount">
        {props.amountSen !== undefined ? formatRM(props.amountSen) : props.amountText}
      </Typography.Text>
      <Descriptions size="small" column={1} bordered items={items} />
    </Flex>
  );
}

/** A form's ringgit amount (as the number input holds it) in sen. */
export const ringgitToSen = (amount: number) => Math.round(amount * 100);

/** The label of a picked option (a bank, a bonus); null when none is picked. */
export const optionLabel = (
  options: { value: number; label: string }[] | undefined,
  value: number | string | null | undefined,
) =>
  options?.find((option) => value !== null && value !== undefined && option.value === Number(value))?.label ??
  null;
