import { useQuery } from '@tanstack/react-query';
import type { MemberView } from '@topup/contracts/api/members.ts';
import type { ListPage } from '@topup/contracts/list-page.ts';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client.ts';
import { MEMBERS_URL } from '../api/endpoints.ts';

/** A member as the picker offers it. */
export type MemberChoice = { value: number; label: string; name: string };

type MemberSelectProps = {
  value?: number;
  onChange?: (value: number | undefined, choice?: MemberChoice) => void;
  id?: string;
  /** No placeholder (its grey fails contrast on a toolbar): the filter's own name before the value. */
  prefix?: string;
  allowClear?: boolean;
  width?: number;
  'aria-label'?: string;
};

/** Member picker searched on the server (the member list's search: name, phone, refer code, bank account). */
export function MemberSelect({
  value,
  onChange,
  id,
  prefix,
  allowClear,
  width = 320,
  ...rest
}: MemberSelectProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const result = useQuery({
    queryKey: [MEMBERS_URL, 'picker', q],
    queryFn: () => api.get<ListPage<MemberView>>(MEMBERS_URL, { q: q || undefined, per_page: 20 }),
    staleTime: 10_000,
  });
  const options: MemberChoice[] = (result.data?.data ?? []).map((m) => ({
    value: m.id,
    label: `${m.name} (${m.phone})`,
    name: m.name,
  }));
  return (
    <Select<number>
      id={id}
      aria-label={rest['aria-label']}
      showSearch={{ filterOption: false, onSearch: setQ }}
      allowClear={allowClear}
      value={value}
      prefix={prefix}
      placeholder={prefix ? undefined : t('common.memberSearch')}
      loading={result.isFetching}
      options={options}
      onChange={(next) =>
        onChange?.(
          next,
          options.find((o) => o.value === next),
        )
      }
      style={{ width }}
      notFoundContent={t('common.noMember')}
    />
  );
}
