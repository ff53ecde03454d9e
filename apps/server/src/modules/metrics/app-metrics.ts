import { Gauge, Registry } from 'prom-client';
import type { AppContext } from '../../platform/context.ts';
import {
  agentCredits,
  openDiscrepancies,
  pendingQueues,
  providerOutbox,
} from './operations-gauges.read-model.ts';

/**
 * The figures an operator watches that live in the database, read at each scrape: queues,
 * the provider outbox, open discrepancies, agent credit, and this instance's connections.
 */
export function appMetrics(ctx: AppContext): Registry {
  const registry = new Registry();
  const registers = [registry];

  // prom-client prints the registry in order and runs a gauge's collect just before printing
  // it: the gauge that reads a pair of figures comes first and sets its twin too.
  const pendingOldest = new Gauge({
    name: 'topup_pending_oldest_age_seconds',
    help: 'How long the oldest waiting deposit or withdrawal has waited (0 when none waits)',
    labelNames: ['type'] as const,
    registers: [],
  });
  new Gauge({
    name: 'topup_pending_transactions',
    help: 'Deposits and withdrawals waiting for staff',
    labelNames: ['type'] as const,
    registers,
    async collect() {
      for (const queue of await pendingQueues(ctx.db, ctx.now())) {
        this.set({ type: queue.type }, queue.waiting);
        pendingOldest.set({ type: queue.type }, queue.oldestAgeSeconds);
      }
    },
  });
  registry.registerMetric(pendingOldest);

  const outboxOldest = new Gauge({
    name: 'topup_provider_outbox_oldest_age_seconds',
    help: 'Age of the oldest provider call not yet answered definitely (0 when none)',
    registers: [],
  });
  new Gauge({
    name: 'topup_provider_outbox_depth',
    help: 'Provider calls not yet answered definitely (pending or unknown)',
    registers,
    async collect() {
      const outbox = await providerOutbox(ctx.db, ctx.now());
      this.set(outbox.depth);
      outboxOldest.set(outbox.oldestAgeSeconds);
    },
  });
  registry.registerMetric(outboxOldest);

  new Gauge({
    name: 'topup_provider_discrepancies_open',
    help: 'Differences between the provider and the ledger still open for staff',
    registers,
    async collect() {
      this.set(await openDiscrepancies(ctx.db));
    },
  });

  new Gauge({
    name: 'topup_agent_credit_sen',
    help: "Each kiosk's agent credit as last read from it, in sen",
    labelNames: ['kiosk'] as const,
    registers,
    async collect() {
      this.reset();
      for (const kiosk of await agentCredits(ctx.db)) this.set({ kiosk: kiosk.kiosk }, kiosk.creditSen ?? 0);
    },
  });

  new Gauge({
    name: 'topup_db_connections',
    help: "This instance's database connections: open, idle, and work waiting for one",
    labelNames: ['state'] as const,
    registers,
    collect() {
      const { open, idle, waiting } = ctx.database.connections();
      this.set({ state: 'open' }, open);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    },
  });

  return registry;
}
