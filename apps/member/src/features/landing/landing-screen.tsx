import type { Theme } from '@topup/contracts/page-data.ts';

export function LandingScreen(_props: { theme: Theme }) {
  return <div className="screen">LandingScreen</div>;
}
