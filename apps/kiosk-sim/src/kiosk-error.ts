/** Error codes the simulator answers with, as `{ error: { code, message } }`. */
export type KioskErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'maintenance'
  | 'account_not_found'
  | 'account_frozen'
  | 'insufficient_balance'
  | 'insufficient_agent_credit'
  | 'reference_conflict'
  | 'not_found'
  | 'internal';

const STATUS: Record<KioskErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  maintenance: 503,
  account_not_found: 404,
  account_frozen: 409,
  insufficient_balance: 409,
  insufficient_agent_credit: 409,
  reference_conflict: 409,
  not_found: 404,
  internal: 500,
};

export class KioskError extends Error {
  readonly status: number;

  constructor(
    readonly code: KioskErrorCode,
    message: string,
    status?: number,
  ) {
    super(message);
    this.name = 'KioskError';
    this.status = status ?? STATUS[code];
  }
}
