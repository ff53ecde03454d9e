import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { EMPTY, formatDateTimeParts } from '../format/format.ts';

/**
 * Two related values in one table cell, the main one over a secondary one in grey (a member's
 * name over their phone, a bank over its account): lists stay narrow enough for 1440 px.
 */
export function StackedCell({ main, sub }: { main: ReactNode; sub?: ReactNode }) {
  return (
    <>
      <div>{main}</div>
      {sub !== undefined && sub !== null && sub !== '' && (
        <Typography.Text type="secondary">{sub}</Typography.Text>
      )}
    </>
  );
}

/** An instant as its date over its time and zone ("2026-11-29" over "13:45:00 MYT"); EMPTY without one. */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  if (!value) return EMPTY;
  const { date, time } = formatDateTimeParts(value);
  return <StackedCell main={date} sub={time} />;
}
