/**
 * When the operator last pressed a key, clicked or touched this tab. Every API call reports the
 * seconds since then (X-User-Idle), so that the polls and live refreshes of a tab left open on
 * an empty desk do not keep its session alive past the idle limit.
 */
let lastInputAt = Date.now();

const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
for (const type of INPUT_EVENTS) {
  window.addEventListener(
    type,
    () => {
      lastInputAt = Date.now();
    },
    { capture: true, passive: true },
  );
}

export const USER_IDLE_HEADER = 'X-User-Idle';

/** Whole seconds since the operator's last input in this tab. */
export function idleSeconds(now = Date.now()): number {
  return Math.max(0, Math.floor((now - lastInputAt) / 1000));
}
