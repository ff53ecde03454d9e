import { FilterOutlined } from '@ant-design/icons';
import { Button, Flex, Popover } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from './use-list-params.ts';

/**
 * A list's filters behind one toolbar button, for a list with more filters than its toolbar row
 * holds at 1440 px: the button says how many are set ("Filters (2)"), its popover holds the same
 * ListFilters the toolbar would.
 */
export function FiltersButton({ names, children }: { names: readonly string[]; children: ReactNode }) {
  const { t } = useTranslation();
  const { params } = useListParams();
  const set = names.filter((name) => params.filters[name]).length;
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      title={t('table.filters')}
      content={
        <Flex vertical gap={8}>
          {children}
        </Flex>
      }
    >
      <Button icon={<FilterOutlined />} type={set ? 'primary' : 'default'} ghost={set > 0}>
        {set ? t('table.filtersSet', { count: set }) : t('table.filters')}
      </Button>
    </Popover>
  );
}
