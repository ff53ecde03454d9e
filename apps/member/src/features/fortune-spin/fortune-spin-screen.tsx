import type { Theme } from '@topup/contracts/page-data.ts';

export function FortuneSpinScreen(_props: { theme: Theme }) {
  return <div className="screen">FortuneSpinScreen</div>;
}
