import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { ACCOUNT_OPTIONS_URL, MONEY_OPTIONS_URL } from '../api/endpoints.ts';

/** The money form choices and the game-account picker, used by money and account screens. */
export type Option = { value: number; label: string };
export type MoneyOptions = {
  banks: (Option & { require_receipt: boolean; is_default: boolean })[];
  bonuses: Option[];
  products: (Option & { maintenance: boolean })[];
};
export type AccountOption = Option & { member_id: number; product_name: string };

export function useMoneyOptions() {
  return useQuery({
    queryKey: ['staff', 'money', 'options'],
    queryFn: () => api.get<{ data: MoneyOptions }>(MONEY_OPTIONS_URL).then((r) => r.data),
    staleTime: 60_000,
  });
}

type AccountSelectProps = {
  value?: number;
  onChange?: (value: number, option?: AccountOption) => void;
  memberId?: number;
  placeholder?: string;
  id?: string;
};

/** Game account picker searched on the server by game ID, member name or phone. */
export function AccountSelect({ value, onChange, memberId, placeholder, id }: AccountSelectProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const result = useQuery({
    queryKey: ['staff', 'money', 'accounts', q, memberId],
    queryFn: () =>
      api.get<{ data: AccountOption[] }>(ACCOUNT_OPTIONS_URL, { q, member_id: memberId }).then((r) => r.data),
    staleTime: 10_000,
  });
  const options = result.data ?? [];
  return (
    <Select<number>
      id={id}
      showSearch={{ filterOption: false, onSearch: setQ }}
      value={value}
      placeholder={placeholder ?? t('money.fields.gameIdSearch')}
      loading={result.isFetching}
      options={options}
      onChange={(next) =>
        onChange?.(
          next,
          options.find((o) => o.value === next),
        )
      }
      style={{ minWidth: 320 }}
      notFoundContent={t('money.fields.noAccount')}
    />
  );
}
