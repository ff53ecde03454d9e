import type { ReportOptions } from '@topup/contracts/api/reports.ts';
import { REPORTS, type ReportKey } from '@topup/contracts/reports.ts';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DAY_FORMAT, datePresets } from '../../shared/table/date-presets.ts';
import type { ListParams } from '../../shared/table/use-list-params.ts';
import { businessNow, zoneName } from './business-days.ts';

const SELECTS = [
  { filter: 'product_id', options: 'products', label: 'reports.filters.product' },
  { filter: 'bank_id', options: 'banks', label: 'reports.filters.bank' },
  { filter: 'operator_id', options: 'operators', label: 'reports.filters.operator' },
] as const;

type Props = {
  report: ReportKey;
  params: ListParams;
  range: { from: string; to: string };
  options: ReportOptions;
  update: (changes: Record<string, string | number | undefined | null>) => void;
};

/** The report's date range (spec presets, cut in the business time zone) and the filters it declares. */
export function ReportFilters({ report, params, range, options, update }: Props) {
  const { t, i18n } = useTranslation();
  const filters = REPORTS[report].filters;
  const [search, setSearch] = useState(params.q ?? '');
  useEffect(() => setSearch(params.q ?? ''), [params.q]);

  return (
    <>
      <DatePicker.RangePicker
        aria-label={t('reports.range', { zone: zoneName(options.time_zone, i18n.language) })}
        allowClear={false}
        presets={datePresets((key) => t(key), businessNow(options.time_zone)).map((p) => ({
          label: p.label,
          value: p.value,
        }))}
        value={[dayjs(range.from), dayjs(range.to)]}
        onChange={(value) =>
          update({ from: value?.[0]?.format(DAY_FORMAT), to: value?.[1]?.format(DAY_FORMAT) })
        }
      />
      {SELECTS.filter((s) => filters.includes(s.filter)).map((s) => (
        <Select
          key={s.filter}
          aria-label={t(s.label)}
          style={{ width: 200 }}
          showSearch={{ optionFilterProp: 'label' }}
          value={params.filters[s.filter] ?? ''}
          onChange={(value) => update({ [s.filter]: value })}
          options={[
            { value: '', label: `${t(s.label)}: ${t('reports.filters.all')}` },
            ...options[s.options].map((o) => ({ value: String(o.id), label: o.name })),
          ]}
        />
      ))}
      {filters.includes('q') && (
        <Input.Search
          allowClear
          aria-label={t('reports.filters.member')}
          placeholder={t('reports.filters.member')}
          style={{ width: 240 }}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ q: value.trim() })}
        />
      )}
    </>
  );
}
