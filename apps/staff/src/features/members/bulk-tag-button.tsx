import { TagsOutlined } from '@ant-design/icons';
import type { BulkTagBody } from '@topup/contracts/api/member-groups.ts';
import { Button, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMemberGroups } from '../../shared/member-groups/use-member-groups.ts';
import { FormModal, useModalForm } from '../../shared/resource/use-modal-form.tsx';
import { useTagMembers } from './api.ts';

type Values = Pick<BulkTagBody, 'tag_ids' | 'action'>;

/** "Tag (n)": adds or removes tags on the members selected in the list, then clears the selection. */
export function BulkTagButton({ memberIds, onDone }: { memberIds: number[]; onDone: () => void }) {
  const { t } = useTranslation();
  const tags = useMemberGroups().data?.tags ?? [];
  const tagMembers = useTagMembers();
  const editor = useModalForm<number[], Values>({
    initialValues: () => ({ tag_ids: [], action: 'add' }),
    confirmText: (ids, values) =>
      t(values.action === 'add' ? 'members.bulkTag.confirmAdd' : 'members.bulkTag.confirmRemove', {
        count: ids.length,
      }),
    call: async (ids, values) => {
      const reply = await tagMembers.mutateAsync({ ...values, member_ids: ids });
      onDone();
      return reply;
    },
  });
  return (
    <>
      <Button
        icon={<TagsOutlined />}
        disabled={memberIds.length === 0}
        onClick={() => editor.open(memberIds)}
      >
        {t('members.bulkTag.button', { count: memberIds.length })}
      </Button>
      <FormModal<Values>
        state={editor}
        name="bulk-tag"
        title={t('members.bulkTag.title', { count: editor.target?.length ?? 0 })}
      >
        <Form.Item name="action" label={t('members.bulkTag.action')}>
          <Radio.Group
            options={[
              { value: 'add', label: t('members.bulkTag.add') },
              { value: 'remove', label: t('members.bulkTag.remove') },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="tag_ids"
          label={t('memberGroups.tags')}
          rules={[{ required: true, message: t('common.required') }]}
        >
          <Select
            mode="multiple"
            optionFilterProp="label"
            options={tags.map((tag) => ({ value: tag.id, label: tag.name }))}
          />
        </Form.Item>
      </FormModal>
    </>
  );
}
