import { Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useListParams } from './use-list-params.ts';

type Option = { value: string; label: string };

type ListFilterProps = {
  /** The filter's name in the address and the API query (status, role_id, ...). */
  name: string;
  /** Its accessible name, also the first option's "<label>: All". */
  label: string;
  options: Option[];
  width?: number;
  /** What the first option ('' = no filter) says after the label; "All" unless told. */
  anyLabel?: string;
  searchable?: boolean;
};

/**
 * One filter of a list page's toolbar: a select whose value lives in the address (so the table
 * reloads with it), its first option clearing it.
 */
export function ListFilter({ name, label, options, width = 150, anyLabel, searchable }: ListFilterProps) {
  const { t } = useTranslation();
  const { params, update } = useListParams();
  return (
    <Select
      aria-label={label}
      style={{ width }}
      showSearch={searchable ? { optionFilterProp: 'label' } : undefined}
      value={params.filters[name] ?? ''}
      onChange={(value) => update({ [name]: value })}
      options={[{ value: '', label: `${label}: ${anyLabel ?? t('common.all')}` }, ...options]}
    />
  );
}

/** Options named by translation keys: each value's text is `<prefix>.<value>`. */
export function keyedOptions(t: TFunction, prefix: string, values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
}

/** A yes/no filter's options ('1' / '0'). */
export function yesNoOptions(yes: string, no: string): Option[] {
  return [
    { value: '1', label: yes },
    { value: '0', label: no },
  ];
}
