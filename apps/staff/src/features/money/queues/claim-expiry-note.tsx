import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, InputNumber, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { hasPermission, useMe } from '../../../shared/api/use-me.ts';
import { useFeedback } from '../../../shared/ui/use-feedback.ts';
import { MONEY_API } from '../api.ts';

type ClaimExpiry = { minutes: number };

/** How long a claim holds (a holder who goes away blocks nobody longer); settings.manage edits it. */
export function ClaimExpiryNote() {
  const { t } = useTranslation();
  const me = useMe().data;
  const { message } = App.useApp();
  const { failure } = useFeedback();
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: [MONEY_API.claimExpiry],
    queryFn: () => api.get<{ data: ClaimExpiry }>(MONEY_API.claimExpiry).then((r) => r.data),
  });
  const [editing, setEditing] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: (minutes: number) => api.put<{ message: string }>(MONEY_API.claimExpiry, { minutes }),
    onSuccess: async (res) => {
      message.success(res.message);
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: [MONEY_API.claimExpiry] });
    },
    onError: failure,
  });
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
          <Button size="small" type="primary" loading={save.isPending} onClick={() => save.mutate(editing)}>
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
