import { Tag } from 'antd';
import type { ReactNode } from 'react';

/**
 * The one status palette of the back-office. Each colour means one thing: green is done, amber is
 * waiting or needs a look, red is failed or fraud (and destructive buttons), grey is everything
 * else (types, on/off states, labels). The theme (app.tsx) darkens antd's status colours so each
 * tag reads at WCAG AA.
 */
export type Tone = 'done' | 'attention' | 'failed' | 'neutral';

const TONE_COLORS: Record<Tone, string> = {
  done: 'success',
  attention: 'warning',
  failed: 'error',
  neutral: 'default',
};

export function StatusTag({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <Tag color={TONE_COLORS[tone]}>{children}</Tag>;
}

/** The class of a row that must stand out as fraud (tinted in index.html). */
export const FRAUD_ROW = 'row-fraud';
