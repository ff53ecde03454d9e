import { useQuery } from '@tanstack/react-query';
import type { AccountOption, AccountOptionsReply, MoneyOptionsReply } from '@topup/contracts/api/money.ts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { ACCOUNT_OPTIONS_URL, MONEY_OPTIONS_URL } from '../api/endpoints.ts';

/** The money form choices and the game-account picker, used by money and account screens. */
export function useMoneyOptions() {
  return useQuery({
    queryKey: [MONEY_OPTIONS_URL],
    queryFn: () => api.get<MoneyOptionsReply>(MONEY_OPTIONS_URL).then((r) => r.data),
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
    queryKey: [ACCOUNT_OPTIONS_URL, q, memberId],
    queryFn: () =>
      api.get<AccountOptionsReply>(ACCOUNT_OPTIONS_URL, { q, member_id: memberId }).then((r) => r.data),
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
