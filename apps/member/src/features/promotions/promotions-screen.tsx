import type { Theme } from '@topup/contracts/page-data.ts';

export function PromotionsScreen(_props: { theme: Theme }) {
  return <div className="screen">PromotionsScreen</div>;
}
