import { fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLongPressKey } from './use-long-press-key.ts';

function Harness({ onLock }: { onLock: () => void }) {
  useLongPressKey('q', 1000, onLock);
  return <input aria-label="field" />;
}

describe('long press of q locks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after holding q for a second outside inputs, once, even with key repeat', () => {
    const onLock = vi.fn();
    render(<Harness onLock={onLock} />);
    fireEvent.keyDown(window, { key: 'q' });
    vi.advanceTimersByTime(500);
    fireEvent.keyDown(window, { key: 'q', repeat: true });
    vi.advanceTimersByTime(600);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a short tap or while typing in a field', () => {
    const onLock = vi.fn();
    const { getByLabelText } = render(<Harness onLock={onLock} />);
    fireEvent.keyDown(window, { key: 'q' });
    vi.advanceTimersByTime(300);
    fireEvent.keyUp(window, { key: 'q' });
    vi.advanceTimersByTime(2000);
    fireEvent.keyDown(getByLabelText('field'), { key: 'q' });
    vi.advanceTimersByTime(2000);
    expect(onLock).not.toHaveBeenCalled();
  });
});
