import { Button, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../shared/ui/money-input.tsx';
import { useFeedback } from '../../shared/ui/use-feedback.ts';
import { useAgentCreditWarning, useSaveAgentCreditWarning } from './api.ts';

/** The threshold below which a kiosk's agent credit shows as low (setting kiosk_agent_credit_warning_sen). */
export function AgentCreditWarning({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const { success, failure } = useFeedback();
  const current = useAgentCreditWarning();
  const saveWarning = useSaveAgentCreditWarning();
  const [value, setValue] = useState('');
  useEffect(() => {
    if (current.data !== undefined) setValue(current.data);
  }, [current.data]);
  const save = async () => {
    try {
      const res = await saveWarning.mutateAsync({ warning: value.trim() });
      success(res.message);
    } catch (error) {
      failure(error);
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text id="agent-credit-warning-label">{t('products.warningLabel')}</Typography.Text>
      <MoneyInput
        aria-labelledby="agent-credit-warning-label"
        style={{ width: 160 }}
        value={value}
        disabled={!canUpdate || current.isPending}
        onChange={setValue}
        onPressEnter={() => void save()}
      />
      {canUpdate && <Button onClick={() => void save()}>{t('products.warningSave')}</Button>}
    </Flex>
  );
}
