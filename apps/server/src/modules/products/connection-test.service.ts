import { formatSen } from '@topup/contracts/money.ts';
import type { Db } from '../../platform/db/client.ts';
import { DomainError } from '../../platform/errors.ts';
import { ProviderError } from '../providers/game-provider.ts';
import { readAgentCredit } from './agent-credit.service.ts';
import { type ConnectionBody, connectionSettings } from './kiosk-connection.ts';
import { getProduct, kioskOf } from './products-admin.service.ts';

/** What staff are told when the kiosk did not give the agent credit. */
function connectionError(error: unknown): DomainError {
  if (!(error instanceof ProviderError)) return new DomainError('PRODUCT_CONNECTION_UNREACHABLE');
  if (error.kind === 'timeout') return new DomainError('PRODUCT_CONNECTION_TIMEOUT');
  if (error.kind === 'unavailable') return new DomainError('PRODUCT_CONNECTION_UNREACHABLE');
  return new DomainError('PRODUCT_CONNECTION_REFUSED', { reason: error.message });
}

/**
 * Test connection: the agent credit read from the kiosk the form names, nothing stored. With
 * `productId`, a masked or empty agent key stands for that product's stored key.
 */
export async function testConnection(db: Db, body: ConnectionBody, productId?: number) {
  const stored = productId === undefined ? null : await kioskOf(db, await getProduct(db, productId));
  const settings = connectionSettings(body, stored);
  if (!settings.agentKey) throw new DomainError('PRODUCT_CONNECTION_REQUIRED');
  try {
    const creditSen = await readAgentCredit({ ...settings, agentKey: settings.agentKey });
    return { agent_credit: formatSen(creditSen) };
  } catch (error) {
    throw connectionError(error);
  }
}
