import { useEffect, useRef } from 'react';
import { isTyping } from '../../../shared/ui/is-typing.ts';

/** What a key press means in a keyboard-first queue. */
export type QueueKeyCommand =
  | { kind: 'move'; delta: 1 | -1 }
  | { kind: 'open' }
  | { kind: 'action'; action: 'approve' | 'reject' | 'claim' }
  | { kind: 'help' };

/** The keys of a queue, in the order the help overlay lists them. */
export const QUEUE_KEYS = [
  { keys: ['↓', 'j'], text: 'money.keys.next' },
  { keys: ['↑', 'k'], text: 'money.keys.previous' },
  { keys: ['Enter'], text: 'money.keys.open' },
  { keys: ['a'], text: 'money.keys.approve' },
  { keys: ['r'], text: 'money.keys.reject' },
  { keys: ['c'], text: 'money.keys.claim' },
  { keys: ['?'], text: 'money.keys.help' },
  { keys: ['q'], text: 'money.keys.lock' },
] as const;

const LETTERS: Record<string, QueueKeyCommand> = {
  j: { kind: 'move', delta: 1 },
  k: { kind: 'move', delta: -1 },
  a: { kind: 'action', action: 'approve' },
  r: { kind: 'action', action: 'reject' },
  c: { kind: 'action', action: 'claim' },
};

/**
 * The command of a key press, or null when it is not the queue's: a modifier is held, the
 * operator is typing, a dialog is open, or Enter is meant for the focused button or link.
 */
export function queueKeyCommand(
  event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>,
) {
  if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[role="dialog"]')) return null;
  if (event.key === 'ArrowDown') return { kind: 'move', delta: 1 } as const;
  if (event.key === 'ArrowUp') return { kind: 'move', delta: -1 } as const;
  if (event.key === '?') return { kind: 'help' } as const;
  if (event.key === 'Enter')
    return target?.closest('button, a, [role="button"], [role="combobox"]')
      ? null
      : ({ kind: 'open' } as const);
  return LETTERS[event.key] ?? null;
}

/** Listens for the queue's keys on the whole page while `enabled`. */
export function useQueueKeys(enabled: boolean, onCommand: (command: QueueKeyCommand) => void) {
  const callback = useRef(onCommand);
  callback.current = onCommand;
  useEffect(() => {
    if (!enabled) return;
    const down = (event: KeyboardEvent) => {
      const command = queueKeyCommand(event);
      if (!command) return;
      event.preventDefault();
      callback.current(command);
    };
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, [enabled]);
}
