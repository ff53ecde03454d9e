import { createStore } from './create-store.ts';

/** A dialog button: `label` is a translation key; `action` runs after the dialog closes. */
export type AlertButton = { label: string; action?: () => void; primary?: boolean };

/**
 * Alert state (status open/closed, message) plus what the spec's alerts vary in:
 * the header ('Alert!' by default, 'Error', 'Alert', 'Coming Soon') and the buttons.
 */
export type AlertState = {
  status: 'open' | 'closed';
  message: string;
  title?: string;
  buttons?: AlertButton[];
};

export const CLOSED_ALERT: AlertState = { status: 'closed', message: '' };
export const alertStore = createStore<AlertState>(CLOSED_ALERT);

export function openAlert(message: string, options: { title?: string; buttons?: AlertButton[] } = {}) {
  alertStore.set({ status: 'open', message, ...options });
}

/** Dismissal returns the alert to closed with an empty message. */
export function dismissAlert() {
  alertStore.set(CLOSED_ALERT);
}
