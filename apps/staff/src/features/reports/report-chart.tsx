import type { ReportRow } from '@topup/contracts/api/reports.ts';
import type { ReportChart as ChartSpec, ReportKey } from '@topup/contracts/reports.ts';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatRM } from '../../shared/format/format.ts';

const COLORS = ['#16a34a', '#dc2626', '#2563eb', '#d97706'];

/**
 * The report's chart (recharts, loaded only with the report pages): a trend by day or the
 * share of each row. Money series are plotted in RM.
 */
export function ReportChart({
  report,
  spec,
  rows,
}: {
  report: ReportKey;
  spec: ChartSpec;
  rows: ReportRow[];
}) {
  const { t } = useTranslation();
  const money = spec.series.every((s) => s.endsWith('_sen'));
  const data = rows.map((row) => ({
    ...row,
    ...Object.fromEntries(
      spec.series.map((s) => [s, money ? Number(row[s] ?? 0) / 100 : Number(row[s] ?? 0)]),
    ),
  }));
  const value = (n: number) => (money ? formatRM(Math.round(n * 100)) : n.toLocaleString('en-US'));
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" />
      <XAxis dataKey={spec.x} tick={{ fontSize: 11 }} />
      <YAxis tickFormatter={value} width={90} tick={{ fontSize: 11 }} />
      <Tooltip formatter={(n) => value(Number(n))} />
      <Legend />
    </>
  );
  const label = (key: string) => t(`reports.labels.${key}`);
  return (
    <figure
      aria-label={`${t('reports.chart')}: ${t(`reports.titles.${report}`)}`}
      style={{ margin: 0, height: 280 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        {spec.kind === 'trend' ? (
          <LineChart data={data} accessibilityLayer={false}>
            {axes}
            {spec.series.map((s, i) => (
              <Line key={s} dataKey={s} name={label(s)} stroke={COLORS[i % COLORS.length]} dot={false} />
            ))}
          </LineChart>
        ) : (
          <BarChart data={data} accessibilityLayer={false}>
            {axes}
            {spec.series.map((s, i) => (
              <Bar key={s} dataKey={s} name={label(s)} fill={COLORS[i % COLORS.length]} />
            ))}
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
