import { optionalText, staffAmount, staffId } from '@topup/contracts/api/staff-input.ts';

export { staffDepositBodySchema as staffDepositBody } from '@topup/contracts/api/money.ts';
// The request building blocks live with the route schemas in contracts; server code outside the
// routes keeps importing them from here.
export { optionalText, staffAmount, staffId };
