import type { Theme } from '@topup/contracts/page-data.ts';

export function RewardScreen(_props: { theme: Theme }) {
  return <div className="screen">RewardScreen</div>;
}
