import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, Typography } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumns } from './list-columns.ts';

const STORAGE_PREFIX = 'topup.columns.';

function readHidden(list: string, fallback: string[]): string[] {
  try {
    const saved = window.localStorage.getItem(STORAGE_PREFIX + list);
    const parsed: unknown = saved ? JSON.parse(saved) : null;
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The columns an operator chose to hide in one list, remembered in this browser. Until they
 * choose, the columns the list marks `defaultHidden` are hidden: lists open narrow enough for 1440 px.
 */
export function useHiddenColumns<T>(list: string, columns: ListColumns<T>) {
  const fallback = columns.filter((column) => column.defaultHidden).map((column) => String(column.key));
  const [hidden, setHiddenState] = useState<string[]>(() => readHidden(list, fallback));
  const setHidden = useCallback(
    (keys: string[]) => {
      setHiddenState(keys);
      window.localStorage.setItem(STORAGE_PREFIX + list, JSON.stringify(keys));
    },
    [list],
  );
  return { hidden, setHidden };
}

/** The column-settings menu: a check per column; the actions column always shows. */
export function ColumnSettings<T>({
  columns,
  hidden,
  onChange,
}: {
  columns: ListColumns<T>;
  hidden: string[];
  onChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation();
  const choosable = columns.filter((column) => column.key !== 'actions' && column.title);
  const shown = choosable.map((c) => String(c.key)).filter((key) => !hidden.includes(key));
  const content = (
    <Flex vertical gap={8} style={{ maxHeight: 360, overflowY: 'auto' }}>
      <Typography.Text type="secondary">{t('table.columnsHint')}</Typography.Text>
      <Checkbox.Group
        value={shown}
        onChange={(keys) =>
          onChange(choosable.map((c) => String(c.key)).filter((key) => !keys.includes(key)))
        }
      >
        <Flex vertical gap={4}>
          {choosable.map((column) => (
            <Checkbox key={String(column.key)} value={String(column.key)}>
              {column.title as ReactNode}
            </Checkbox>
          ))}
        </Flex>
      </Checkbox.Group>
    </Flex>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} title={t('table.columns')}>
      <Button icon={<SettingOutlined />} aria-label={t('table.columns')} />
    </Popover>
  );
}
