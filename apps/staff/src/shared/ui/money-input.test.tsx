import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { formatMoneyText, MoneyInput, parseMoneyText } from './money-input.tsx';

describe('MoneyInput', () => {
  it('shows an amount with the RM prefix, thousands separators and two decimals', () => {
    render(<MoneyInput aria-label="Amount" value="1234.5" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1,234.50');
    expect(screen.getByText('RM')).toBeInTheDocument();
  });

  it('writes large and small amounts as formatRM does', () => {
    const { rerender } = render(<MoneyInput aria-label="Amount" value="1234567.8" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1,234,567.80');
    rerender(<MoneyInput aria-label="Amount" value="0" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('0.00');
    rerender(<MoneyInput aria-label="Amount" value="" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it('hands the form text with two decimals and no commas, and an empty text (not null) when cleared', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Amount" value="10.00" onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '25.5' } });
    expect(onChange).toHaveBeenLastCalledWith('25.50');
    fireEvent.change(input, { target: { value: '1,234.50' } });
    expect(onChange).toHaveBeenLastCalledWith('1234.50');
    fireEvent.change(input, { target: { value: 'RM 2,000' } });
    expect(onChange).toHaveBeenLastCalledWith('2000.00');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps a pasted amount with separators in a form as the API text, and shows it grouped', async () => {
    const onFinish = vi.fn();
    render(
      <Form onFinish={onFinish}>
        <Form.Item name="amount">
          <MoneyInput aria-label="Amount" min="0.01" />
        </Form.Item>
        <button type="submit">Save</button>
      </Form>,
    );
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '12,345.6' } });
    fireEvent.blur(input);
    expect(input).toHaveValue('12,345.60');
    fireEvent.click(screen.getByText('Save'));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '12345.60' }));
  });

  it('holds at least its minimum: 0 unless told, 0.01 where money must move', () => {
    const onChange = vi.fn();
    const { rerender } = render(<MoneyInput aria-label="Amount" value="5.00" onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    expect(input).toHaveAttribute('aria-valuemin', '0');
    fireEvent.change(input, { target: { value: '-3' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('0.00');

    rerender(<MoneyInput aria-label="Amount" value="5.00" onChange={onChange} min="0.01" />);
    expect(input).toHaveAttribute('aria-valuemin', '0.01');
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith('0.01');
  });

  it('steps the caret over a comma on Backspace or Delete, so that a digit is deleted', () => {
    render(<MoneyInput aria-label="Amount" value="1234.50" />);
    const input = screen.getByLabelText<HTMLInputElement>('Amount');
    input.setSelectionRange(2, 2);
    fireEvent.keyDown(input, { key: 'Backspace' });
    expect(input.selectionStart).toBe(1);
    fireEvent.keyDown(input, { key: 'Delete' });
    expect(input.selectionStart).toBe(2);
  });

  it('takes a negative amount when it has no minimum (a statement balance)', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Balance" value="" onChange={onChange} min={undefined} />);
    fireEvent.change(screen.getByLabelText('Balance'), { target: { value: '-1,200.5' } });
    expect(onChange).toHaveBeenLastCalledWith('-1200.50');
  });
});

describe('the amount text', () => {
  it('round-trips: what is shown parses back to the amount', () => {
    for (const value of ['0.00', '7.25', '999.99', '1000.00', '1234.50', '100000000.00', '-2.85']) {
      const shown = formatMoneyText(value);
      expect(parseMoneyText(shown)).toBe(value);
    }
    expect(formatMoneyText('1000')).toBe('1,000.00');
  });

  it('while typing keeps what was typed, commas put back', () => {
    const typing = (input: string) => formatMoneyText(parseMoneyText(input), { userTyping: true, input });
    expect(typing('1234')).toBe('1,234');
    expect(typing('1,2345')).toBe('12,345');
    expect(typing('1234.')).toBe('1,234.');
    expect(typing('1234.5')).toBe('1,234.5');
    expect(typing('0.0')).toBe('0.0');
    expect(typing('12a')).toBe('12');
  });
});
