import { Radio, type RadioGroupProps } from 'antd';
import type { ReactNode } from 'react';

/** A setting stored as '1' / '0' (the payment gateway), chosen with two buttons. */
export function OnOffButtons({ on, off, ...group }: RadioGroupProps & { on: ReactNode; off: ReactNode }) {
  return (
    <Radio.Group
      optionType="button"
      options={[
        { value: '1', label: on },
        { value: '0', label: off },
      ]}
      {...group}
    />
  );
}
