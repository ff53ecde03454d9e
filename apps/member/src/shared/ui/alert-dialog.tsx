import { useTranslation } from '../i18n/i18n.ts';
import { type AlertButton, alertStore, dismissAlert } from './alert-store.ts';
import { Modal } from './modal.tsx';

const OK: AlertButton[] = [{ label: 'common.ok', primary: true }];

/** The one alert dialog of the app; its header reads 'Alert!' unless the caller names another. */
export function AlertDialog() {
  const { t } = useTranslation();
  const alert = alertStore.use();
  const buttons = alert.buttons ?? OK;
  const choose = (button?: AlertButton) => {
    dismissAlert();
    button?.action?.();
  };
  return (
    <Modal open={alert.status === 'open'} onClose={() => choose()} labelledBy="alert-title">
      <h2 id="alert-title" className="modal-header">
        {t(alert.title ?? 'common.alertTitle')}
      </h2>
      <p className="modal-body" data-testid="alert-message">
        {alert.message}
      </p>
      <div className="modal-actions">
        {buttons.map((button) => (
          <button
            key={button.label}
            type="button"
            className={button.primary === false ? 'btn btn-ghost' : 'btn'}
            onClick={() => choose(button)}
          >
            {t(button.label)}
          </button>
        ))}
      </div>
    </Modal>
  );
}
