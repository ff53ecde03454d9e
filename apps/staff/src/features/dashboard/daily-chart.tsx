import type { ChartPoint } from '@topup/contracts/api/dashboard.ts';
import { Empty, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRM } from '../../shared/format/format.ts';

const WIDTH = 960;
const HEIGHT = 260;
const PAD = { top: 16, right: 16, bottom: 36, left: 100 };
const SERIES = [
  { key: 'deposit_sen', color: '#16a34a', label: 'dashboard.deposits' },
  { key: 'withdrawal_sen', color: '#dc2626', label: 'dashboard.withdrawals' },
  { key: 'bonus_sen', color: '#d97706', label: 'dashboard.bonus' },
] as const;

/** A round step (1, 2, 2.5 or 5 ringgit times a power of ten) with which four steps reach the highest bar. */
export function tickStep(highestSen: number) {
  const rough = highestSen / 4 / 100;
  const power = 10 ** Math.floor(Math.log10(rough));
  const round = [1, 2, 2.5, 5, 10].find((m) => m * power >= rough) ?? 10;
  return Math.round(round * power * 100);
}

/**
 * Grouped daily bars in plain SVG: three series over at most three months do not need a
 * chart library (the smallest good ones add 50-100 KB gzip). Loaded lazily with the dashboard.
 */
export function DailyChart({ points }: { points: ChartPoint[] }) {
  const { t } = useTranslation();
  if (!points.length) return <Empty />;
  const step = tickStep(Math.max(10_000, ...points.flatMap((p) => SERIES.map((s) => p[s.key]))));
  const max = step * 4;
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const slot = innerW / points.length;
  const bar = Math.max(1, Math.min(18, (slot * 0.8) / SERIES.length));
  const y = (sen: number) => PAD.top + innerH - (sen / max) * innerH;
  const labelEvery = Math.ceil(points.length / 12);
  const ticks = [0, 1, 2, 3, 4].map((n) => n * step);

  return (
    <Flex vertical gap={8}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={t('dashboard.chart')}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e5e7eb" />
            <text x={PAD.left - 8} y={y(tick) + 4} fontSize={11} textAnchor="end" fill="#6b7280">
              {formatRM(tick)}
            </text>
          </g>
        ))}
        {points.map((point, index) => {
          const x0 = PAD.left + index * slot + (slot - bar * SERIES.length) / 2;
          return (
            <g key={point.day}>
              {SERIES.map((series, s) => (
                <rect
                  key={series.key}
                  x={x0 + s * bar}
                  y={y(point[series.key])}
                  width={bar - 1}
                  height={PAD.top + innerH - y(point[series.key])}
                  fill={series.color}
                >
                  <title>{`${point.day} ${t(series.label)}: ${formatRM(point[series.key])}`}</title>
                </rect>
              ))}
              {index % labelEvery === 0 && (
                <text
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - 12}
                  fontSize={11}
                  textAnchor="middle"
                  fill="#6b7280"
                >
                  {point.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <Flex gap={16} justify="center" wrap>
        {SERIES.map((series) => (
          <Flex key={series.key} gap={6} align="center">
            <span
              style={{
                width: 12,
                height: 12,
                background: series.color,
                display: 'inline-block',
                borderRadius: 2,
              }}
            />
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>{t(series.label)}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
