import { App, Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPermission, useMe } from '../../../shared/api/use-me.ts';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { useClaimExpiry, useSaveClaimExpiry } from '../api.ts';

/** How long a claim holds (a holder who goes away blocks nobody longer); settings.manage edits it. */
export function ClaimExpiryNote() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { message } = App.useApp();
  const { failure } = useFeedback();
  const current = useClaimExpiry();
  const [editing, setEditing] = useState<number | null>(null);
  const save = useSaveClaimExpiry();
  const submit = (minutes: number) =>
    save.mutate(
      { minutes },
      {
        onSuccess: (res) => {
          message.success(res.message);
          setEditing(null);
        },
        onError: failure,
      },
    );
  if (!current.data) return null;
  const mayEdit = hasPermission(me, 'settings.manage');
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text type="secondary">
        {t('money.queue.claimExpiry', { minutes: current.data.minutes })}
      </Typography.Text>
      {mayEdit && editing === null && (
        <Button size="small" onClick={() => setEditing(current.data.minutes)}>
          {t('money.queue.changeClaimExpiry')}
        </Button>
      )}
      {mayEdit && editing !== null && (
        <>
          <InputNumber
            size="small"
            aria-label={t('money.queue.claimExpiryMinutes')}
            min={1}
            max={1440}
            precision={0}
            value={editing}
            onChange={(value) => setEditing(value ?? 1)}
          />
          <Button size="small" type="primary" loading={save.isPending} onClick={() => submit(editing)}>
            {t('common.save')}
          </Button>
          <Button size="small" onClick={() => setEditing(null)}>
            {t('common.cancel')}
          </Button>
        </>
      )}
    </Flex>
  );
}
