import { describe, expect, it } from 'vitest';
import { queueKeyCommand } from './queue-keys.ts';

const press = (key: string, target: EventTarget = document.body, mods: Partial<KeyboardEvent> = {}) =>
  queueKeyCommand({ key, target, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('keyboard-first queue keys', () => {
  it('moves with arrows or j/k, opens with Enter, acts with a/r/c, and shows help with ?', () => {
    expect(press('ArrowDown')).toEqual({ kind: 'move', delta: 1 });
    expect(press('j')).toEqual({ kind: 'move', delta: 1 });
    expect(press('ArrowUp')).toEqual({ kind: 'move', delta: -1 });
    expect(press('k')).toEqual({ kind: 'move', delta: -1 });
    expect(press('Enter')).toEqual({ kind: 'open' });
    expect(press('a')).toEqual({ kind: 'action', action: 'approve' });
    expect(press('r')).toEqual({ kind: 'action', action: 'reject' });
    expect(press('c')).toEqual({ kind: 'action', action: 'claim' });
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press('x')).toBeNull();
    expect(press('q')).toBeNull();
  });

  it('never fires while typing, inside a dialog, with a modifier, or on Enter meant for a button', () => {
    const input = document.createElement('input');
    expect(press('a', input)).toBeNull();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    const inside = document.createElement('span');
    dialog.append(inside);
    expect(press('j', inside)).toBeNull();
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('Enter', document.createElement('button'))).toBeNull();
    expect(press('Enter', document.createElement('a'))).toBeNull();
  });
});
