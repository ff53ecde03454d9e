import { MutedOutlined, SoundOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAlertSettings, useSaveAlertSettings } from '../../shared/live/use-alert-settings.ts';
import { beep } from '../../shared/sound/beep.ts';
import { useFeedback } from '../../shared/ui/use-feedback.ts';

/** Header button: the operator's sound alert on or off, saved in their profile. */
export function SoundToggle() {
  const { t } = useTranslation();
  const settings = useAlertSettings().data;
  const save = useSaveAlertSettings();
  const { failure } = useFeedback();
  if (!settings) return null;
  const label = settings.sound ? t('desk.soundOn') : t('desk.soundOff');
  return (
    <Tooltip title={label}>
      <Button
        aria-label={label}
        aria-pressed={settings.sound}
        data-testid="sound-toggle"
        icon={settings.sound ? <SoundOutlined /> : <MutedOutlined />}
        loading={save.isPending}
        onClick={() =>
          save.mutate(
            { ...settings, sound: !settings.sound },
            {
              onSuccess: (saved) => {
                if (saved.sound) beep(saved.volume);
              },
              onError: failure,
            },
          )
        }
      />
    </Tooltip>
  );
}
