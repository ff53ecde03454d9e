import type { GlancePeriod } from '@topup/contracts/api/member-glance.ts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatRM } from '../../shared/format/format.ts';
import { GLANCE_SERIES } from './member-glance-series.ts';

/**
 * The member's money per period (recharts, as the report pages; loaded only with the member
 * page's card): bars for the money, a line for turnover, plotted in RM, drawn at once (no
 * animation) when the grouping switches. A positive game result is the member's win.
 */
export function MemberGlanceChart({
  periods,
  label,
}: {
  periods: GlancePeriod[];
  label: (p: GlancePeriod) => string;
}) {
  const { t } = useTranslation();
  const data = periods.map((p) => ({
    period: label(p),
    ...Object.fromEntries(GLANCE_SERIES.map((s) => [s.key, p[s.key] / 100])),
  }));
  const money = (n: number) => formatRM(Math.round(n * 100));
  return (
    <figure aria-label={t('members.glance.chart')} style={{ margin: 0, height: 300 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={data} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="period" tick={{ fontSize: 11 }} />
          <YAxis tickFormatter={money} width={100} tick={{ fontSize: 11 }} />
          <Tooltip formatter={(n) => money(Number(n))} />
          <Legend />
          <ReferenceLine y={0} stroke="#6b7280" />
          {GLANCE_SERIES.map((s) =>
            s.key === 'turnover_sen' ? (
              <Line
                key={s.key}
                dataKey={s.key}
                name={t(s.label)}
                stroke={s.color}
                dot={false}
                isAnimationActive={false}
              />
            ) : (
              <Bar key={s.key} dataKey={s.key} name={t(s.label)} fill={s.color} isAnimationActive={false} />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
