import type { MemberView } from '@topup/contracts/api/members.ts';
import { Flex, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMPTY } from '../format/format.ts';
import type { ListColumns } from '../table/list-columns.ts';
import { ListFilter } from '../table/list-filter.tsx';
import { useMemberGroups } from './use-member-groups.ts';

type WithGroups = Pick<MemberView, 'tags' | 'vip_level'>;

/** The Tags and VIP level columns of a list whose rows carry a member's tags and level. */
export function memberGroupColumns<Row extends WithGroups>(t: TFunction): ListColumns<Row> {
  return [
    {
      key: 'tags',
      title: t('memberGroups.tags'),
      width: 120,
      render: (_: unknown, row: Row) =>
        row.tags.length === 0 ? (
          EMPTY
        ) : (
          <Flex gap={4} wrap>
            {row.tags.map((tag) => (
              <Tag key={tag.id} color={tag.color} style={{ marginInlineEnd: 0 }}>
                {tag.name}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      key: 'vip_level',
      title: t('memberGroups.vipLevel'),
      render: (_: unknown, row: Row) => row.vip_level?.name ?? EMPTY,
    },
  ];
}

/** The list toolbar's tag and VIP level filters (`tag_id`, `vip_level_id`; '0' = no level). */
export function MemberGroupFilters() {
  const { t } = useTranslation();
  const groups = useMemberGroups().data;
  return (
    <>
      <ListFilter
        name="tag_id"
        label={t('memberGroups.tag')}
        width={180}
        searchable
        options={(groups?.tags ?? []).map((tag) => ({ value: String(tag.id), label: tag.name }))}
      />
      <ListFilter
        name="vip_level_id"
        label={t('memberGroups.vipLevel')}
        width={180}
        options={[
          ...(groups?.vip_levels ?? []).map((level) => ({ value: String(level.id), label: level.name })),
          { value: '0', label: t('memberGroups.noLevel') },
        ]}
      />
    </>
  );
}
