import { useEffect, useRef } from 'react';
import { isTyping } from '../../shared/ui/is-typing.ts';

/**
 * Calls `onLongPress` when `key` is held for `holdMs` outside text fields (spec: the lock
 * screen is entered by a long press of q). A tap, or a press inside an input, does nothing.
 */
export function useLongPressKey(key: string, holdMs: number, onLongPress: () => void, enabled = true) {
  const callback = useRef(onLongPress);
  callback.current = onLongPress;

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancel = () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    };
    const down = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== key || event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTyping(event.target) || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        callback.current();
      }, holdMs);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === key) cancel();
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', cancel);
    return () => {
      cancel();
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', cancel);
    };
  }, [key, holdMs, enabled]);
}
