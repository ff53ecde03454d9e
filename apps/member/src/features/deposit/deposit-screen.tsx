import type { Theme } from '@topup/contracts/page-data.ts';

export function DepositScreen(_props: { theme: Theme }) {
  return <div className="screen">DepositScreen</div>;
}
