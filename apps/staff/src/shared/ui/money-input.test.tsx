import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyInput } from './money-input.tsx';

describe('MoneyInput', () => {
  it('shows an amount with the RM prefix and two decimals', () => {
    render(<MoneyInput aria-label="Amount" value="1234.5" />);
    expect(screen.getByLabelText('Amount')).toHaveValue('1234.50');
    expect(screen.getByText('RM')).toBeInTheDocument();
  });

  it('hands the form text, and an empty text (not null) when cleared', () => {
    const onChange = vi.fn();
    render(<MoneyInput aria-label="Amount" value="10.00" onChange={onChange} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '25.5' } });
    expect(onChange).toHaveBeenLastCalledWith('25.5');
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });
});
