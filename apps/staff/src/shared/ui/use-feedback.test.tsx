import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useFeedback } from './use-feedback.ts';

function SaveButton({ save }: { save: () => Promise<unknown> }) {
  const { confirm } = useFeedback();
  return (
    <button type="button" onClick={() => confirm('Add this note?', save)}>
      Save
    </button>
  );
}

function renderSave(save: () => Promise<unknown>) {
  // Without motion a closed dialog leaves the page at once (jsdom never ends an animation).
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App>
        <SaveButton save={save} />
      </App>
    </ConfigProvider>,
  );
}

const confirmations = () => screen.queryAllByText('Add this note?');

describe('the confirmation before a write', () => {
  it('opens once for a double press of Save, so confirming it writes once', async () => {
    const save = vi.fn(async () => undefined);
    renderSave(save);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirmations()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  });

  it('opens again once the last one was confirmed or cancelled', async () => {
    const save = vi.fn(async () => undefined);
    renderSave(save);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(confirmations()).toHaveLength(0));
    expect(save).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(confirmations()).toHaveLength(0));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(confirmations()).toHaveLength(1));
  });
});
