import { Button, Card, Flex, Slider, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { beep } from '../sound/beep.ts';
import { useFeedback } from '../ui/use-feedback.ts';
import { useAlertSettings, useSaveAlertSettings } from './use-alert-settings.ts';

/** Profile: the sound alert for new pending items, on/off and volume, saved on the server. */
export function AlertSettingsCard() {
  const { t } = useTranslation();
  const settings = useAlertSettings().data;
  const save = useSaveAlertSettings();
  const { success, failure } = useFeedback();
  const store = (next: { sound: boolean; volume: number }) =>
    save.mutate(next, { onSuccess: () => success(t('desk.saved')), onError: failure });
  return (
    <Card title={t('desk.alertsTitle')} loading={!settings} data-testid="alert-settings">
      {settings && (
        <Flex vertical gap={12}>
          <Typography.Text>{t('desk.alertsHint')}</Typography.Text>
          <Flex gap={8} align="center">
            <Switch
              checked={settings.sound}
              aria-label={t('desk.sound')}
              onChange={(sound) => store({ ...settings, sound })}
            />
            <Typography.Text>{t('desk.sound')}</Typography.Text>
          </Flex>
          <div>
            <Typography.Text id="alert-volume-label">{t('desk.volume')}</Typography.Text>
            <Slider
              min={0}
              max={100}
              defaultValue={settings.volume}
              disabled={!settings.sound}
              ariaLabelledByForHandle="alert-volume-label"
              onChangeComplete={(volume) => store({ ...settings, volume })}
            />
          </div>
          <Button
            onClick={() => beep(settings.volume)}
            disabled={!settings.sound}
            style={{ alignSelf: 'start' }}
          >
            {t('desk.testSound')}
          </Button>
        </Flex>
      )}
    </Card>
  );
}
