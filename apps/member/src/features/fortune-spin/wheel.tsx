import { useTranslation } from '../../shared/i18n/i18n.ts';
import { SEGMENT_COUNT, SEGMENT_DEG, SPIN_DURATION_MS } from './wheel-math.ts';

const R = 140;

function point(deg: number, radius: number): string {
  const rad = (deg * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
}

/** The 16-segment wheel drawn clockwise from 12 o'clock, turned by `rotationDeg` with the spec's ease-out. */
export function Wheel({ labels, rotationDeg }: { labels: string[]; rotationDeg: number }) {
  const { t } = useTranslation();
  return (
    <div className="wheel" role="img" aria-label={t('spin.wheel')}>
      <svg viewBox="-150 -150 300 300" className="wheel-svg" aria-hidden="true">
        <circle r="148" className="wheel-rim" />
        <g
          className="wheel-face"
          data-testid="wheel-face"
          data-rotation={rotationDeg}
          style={{
            transform: `rotate(${rotationDeg}deg)`,
            transition: `transform ${SPIN_DURATION_MS}ms cubic-bezier(0.17, 0.67, 0.12, 0.99)`,
          }}
        >
          {Array.from({ length: SEGMENT_COUNT }, (_, i) => {
            const from = i * SEGMENT_DEG;
            const centre = from + SEGMENT_DEG / 2;
            return (
              <g key={from}>
                <path
                  className={i % 2 === 0 ? 'wheel-seg-a' : 'wheel-seg-b'}
                  d={`M0 0 L${point(from, R)} A${R} ${R} 0 0 1 ${point(from + SEGMENT_DEG, R)} Z`}
                />
                <text
                  className="wheel-label"
                  transform={`rotate(${centre}) translate(0 ${-R * 0.6}) rotate(-90)`}
                >
                  {labels[i] ?? ''}
                </text>
              </g>
            );
          })}
          <circle r="20" className="wheel-hub" />
        </g>
      </svg>
      <span className="wheel-needle" role="presentation" title={t('spin.needle')} />
    </div>
  );
}
