import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityLogRoutes } from './modules/audit/activity-log.routes.ts';
import { bankAdminRoutes } from './modules/bank-admin/bank-admin.routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { bankTransactionRoutes } from './modules/bank-transactions/bank-transactions.routes.ts';
import { bonusAdminRoutes } from './modules/bonuses/bonus-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { depositRoutes } from './modules/deposits/deposit.routes.ts';
import { followUpRoutes } from './modules/follow-up/follow-up.routes.ts';
import { fortuneSpinRoutes } from './modules/fortune-spin/fortune-spin.routes.ts';
import { fortuneSpinAdminRoutes } from './modules/fortune-spin/fortune-spin-admin.routes.ts';
import { gameSessionRoutes } from './modules/game-sessions/game-sessions.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { liveEventRoutes } from './modules/live-events/live-events.routes.ts';
import { memberImportRoutes } from './modules/member-import/member-import.routes.ts';
import { memberSessionRoutes } from './modules/members/member-auth.routes.ts';
import { membersRoutes } from './modules/members/members.routes.ts';
import { operatorRoutes } from './modules/operators/operators.routes.ts';
import { playerAccountRoutes } from './modules/player-accounts/player-accounts.routes.ts';
import { productAdminRoutes } from './modules/product-admin/product-admin.routes.ts';
import { startReconcileRunner } from './modules/reconciliation/reconcile-runner.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes.ts';
import { rewardRoutes } from './modules/rewards/reward.routes.ts';
import { roleRoutes } from './modules/roles/roles.routes.ts';
import { rolloverSettingsRoutes } from './modules/rollover/rollover-settings.routes.ts';
import { sourcesRoutes } from './modules/sources/sources.routes.ts';
import { staffAuthRoutes } from './modules/staff-auth/staff-auth.routes.ts';
import { staffMoneyRoutes } from './modules/staff-money/staff-money.routes.ts';
import { transactionRoutes } from './modules/transactions/transaction.routes.ts';
import { registerSpas, type SpaPaths } from './modules/web/spa.routes.ts';
import { workstationRoutes } from './modules/workstation/workstation.routes.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaffAuth, type StaffRouteEntry } from './platform/staff-auth.ts';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export const DEFAULT_SPA_PATHS: SpaPaths = {
  memberDist: join(REPO_ROOT, 'apps/member/dist'),
  staffDist: join(REPO_ROOT, 'apps/staff/dist'),
  demoAssets: join(REPO_ROOT, 'apps/server/demo-assets'),
  uploads: join(REPO_ROOT, 'data/uploads'),
};

export type BuildOptions = {
  config: AppConfig;
  database: Database;
  now?: () => Date;
  spaPaths?: SpaPaths;
  logger?: boolean | object;
};

export type App = FastifyInstance & { ctx: AppContext; staffRoutes: StaffRouteEntry[] };

/** Builds the HTTP app on an open, migrated database. Listening is the caller's business. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const ctx: AppContext = { config, database, db: database.db, now: options.now ?? (() => new Date()) };
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const staffRoutes: StaffRouteEntry[] = [];
  registerErrorHandler(app);
  await registerSecurity(app, config);
  registerStaffAuth(app, ctx, staffRoutes);

  await app.register(healthRoutes(ctx));
  await app.register(memberSessionRoutes(ctx));
  await app.register(staffAuthRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(roleRoutes(ctx));
  await app.register(activityLogRoutes(ctx));
  await app.register(liveEventRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(membersRoutes(ctx));
  await app.register(sourcesRoutes(ctx));
  await app.register(memberImportRoutes(ctx));
  await app.register(bankStatementRoutes(ctx));
  await app.register(bankTransactionRoutes(ctx));
  await app.register(workstationRoutes(ctx));
  await app.register(followUpRoutes(ctx));
  await app.register(depositRoutes(ctx));
  await app.register(rewardRoutes(ctx));
  await app.register(fortuneSpinRoutes(ctx));
  await app.register(landingRoutes(ctx));
  await app.register(transactionRoutes(ctx));
  await app.register(staffMoneyRoutes(ctx));
  await app.register(playerAccountRoutes(ctx));
  await app.register(productAdminRoutes(ctx));
  await app.register(bankAdminRoutes(ctx));
  await app.register(gameSessionRoutes(ctx));
  await app.register(reconciliationRoutes(ctx));
  await app.register(bonusAdminRoutes(ctx));
  await app.register(rolloverSettingsRoutes(ctx));
  await app.register(fortuneSpinAdminRoutes(ctx));
  const stopReconcile = startReconcileRunner(ctx, app.log);
  app.addHook('onClose', async () => stopReconcile());

  const spaPaths = options.spaPaths ?? DEFAULT_SPA_PATHS;
  mkdirSync(spaPaths.uploads, { recursive: true });
  await registerSpas(app, ctx, spaPaths);

  return Object.assign(app, { ctx, staffRoutes }) as unknown as App;
}
