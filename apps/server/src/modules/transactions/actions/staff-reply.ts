import { formatMessage } from '@topup/contracts/messages.ts';
import type { FastifyRequest } from 'fastify';
import { requestLocale } from '../../../platform/locale.ts';
import { can, staffOf } from '../../../platform/staff-auth.ts';
import type { StoredReply } from '../../idempotency/idempotency.service.ts';
import { transactionJson } from '../lists/transaction-json.ts';
import { gatewayScope } from '../payment-gateway.read-model.ts';
import type { Transaction } from '../transactions.table.ts';
import { type MoveFailure, moveRefusal } from './move-refusal.ts';
import type { MoveResult, Operator } from './transaction-actions.service.ts';

/** The signed-in operator as the money services need them (no HTTP inside the services). */
export function operatorOf(request: FastifyRequest): Operator {
  const staff = staffOf(request);
  return {
    operatorId: staff.operatorId,
    ip: request.ip,
    can: (permission) => can(staff, permission),
    gateway: gatewayScope(staff),
  };
}

/**
 * The one reply of every action that moves credit at a provider: 200 when done or when it waits
 * for a second approval (its own message), 202 while the provider's answer is unknown, a refusal
 * by `moveRefusal`.
 */
export function moveReply(request: FastifyRequest, result: MoveResult, failure: MoveFailure): StoredReply {
  if (result.outcome === 'failed') throw moveRefusal(result, failure);
  const message = formatMessage(
    result.outcome === 'unknown'
      ? 'TRANSACTION_PROCESSING'
      : result.outcome === 'waiting'
        ? 'AWAITING_SECOND_APPROVAL'
        : 'ACTION_DONE',
    requestLocale(request),
  );
  return {
    statusCode: result.outcome === 'unknown' ? 202 : 200,
    body: { message, data: transactionJson(result.transaction) },
  };
}

/** The reply of an action that moves nothing at a provider (claim, reject, fraud, complete, creates). */
export function doneReply(request: FastifyRequest, transaction: Transaction): StoredReply {
  return {
    statusCode: 200,
    body: {
      message: formatMessage('ACTION_DONE', requestLocale(request)),
      data: transactionJson(transaction),
    },
  };
}
