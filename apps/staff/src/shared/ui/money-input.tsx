import { InputNumber, type InputNumberProps } from 'antd';

type Props = Omit<InputNumberProps<string>, 'onChange' | 'stringMode'> & {
  onChange?: (value: string) => void;
};

/**
 * A field for an amount of ringgit in a settings or record form: "RM" before it and two
 * decimals, as amounts are written everywhere else. It holds text, as the API sends amounts
 * ("1234.50"), and '' when emptied (not null), as the text field it replaces did. The money
 * forms' own AmountInput (features/money) is the same field holding a number.
 */
export function MoneyInput({ onChange, ...props }: Props) {
  return (
    <InputNumber<string>
      stringMode
      precision={2}
      min="0"
      prefix="RM"
      inputMode="decimal"
      style={{ width: '100%' }}
      onChange={(value) => onChange?.(value ?? '')}
      {...props}
    />
  );
}
