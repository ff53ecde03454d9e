import { useEffect, useRef, useState } from 'react';
import { memberCalls } from '../../shared/api/member-calls.ts';
import {
  globalLoaded,
  globalStore,
  sessionStore,
  setAvailableSpins,
} from '../../shared/session/session-store.ts';
import { openAlert } from '../../shared/ui/alert-store.ts';
import { Wheel } from './wheel.tsx';
import { SPIN_DURATION_MS, spinRotation } from './wheel-math.ts';
import './fortune-spin.css';
import { useTranslation } from '../../shared/i18n/i18n.ts';

/** Idle, spinning (further taps ignored), finished with the prize. */
type SpinState = { phase: 'idle' } | { phase: 'spinning' } | { phase: 'finished'; prize: string };

/** Fortune spin: 'Total Win', the wheel, Spin, win text and the available spins. */
export function FortuneSpinScreen() {
  const { t } = useTranslation();
  const global = globalStore.use();
  const session = sessionStore.use();
  const [labels, setLabels] = useState<string[]>(global.fortune_spin.segments);
  const [rotation, setRotation] = useState(0);
  const [state, setState] = useState<SpinState>({ phase: 'idle' });
  const spinning = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!spinning.current) setLabels(global.fortune_spin.segments);
  }, [global.fortune_spin.segments]);

  const spin = async () => {
    if (spinning.current) return;
    spinning.current = true;
    // The flag comes with the global data, which may still be on its way.
    await globalLoaded();
    const { fortune_spin: config } = globalStore.get();
    if (config.enabled === 0) {
      spinning.current = false;
      setLabels(config.segments);
      openAlert(t('messages.fortuneSpinComingSoon'), { title: 'common.comingSoon' });
      return;
    }
    const reply = await memberCalls.fortuneSpin(session.token ?? '');
    if (reply === false || reply.status !== true) {
      spinning.current = false;
      openAlert(reply === false ? t('common.requestFailed') : reply.message, { title: 'common.alert' });
      return;
    }
    if (!reply.data?.fortune_spin) {
      spinning.current = false;
      openAlert(t('messages.contactOurCustomerServices'), { title: 'common.alert' });
      return;
    }
    const { data } = reply;
    setLabels(data.fortune_spin.segments);
    setState({ phase: 'spinning' });
    setRotation((current) => spinRotation(current, data.segment));
    timer.current = setTimeout(() => {
      spinning.current = false;
      setState({ phase: 'finished', prize: data.prize });
      setAvailableSpins(data.user.avaliable_spin);
    }, SPIN_DURATION_MS);
  };

  const winText =
    state.phase === 'idle' ? '-' : state.phase === 'spinning' ? t('spin.spinning') : `MYR ${state.prize}`;
  return (
    <section className="screen spin" aria-labelledby="spin-title">
      <h1 id="spin-title" className="screen-title spin-title">
        {t('spin.title')}
      </h1>
      <p className="spin-win" data-testid="spin-win" aria-live="polite">
        {winText}
      </p>
      <Wheel labels={labels} rotationDeg={rotation} />
      <button
        type="button"
        className="btn spin-button"
        aria-disabled={state.phase === 'spinning'}
        onClick={() => void spin()}
      >
        {t('spin.spin')}
      </button>
      <p className="spin-count">
        {t('spin.availableSpins')}:{' '}
        <strong data-testid="spin-count">{session.user?.avaliable_spin ?? 0}</strong>
      </p>
    </section>
  );
}
