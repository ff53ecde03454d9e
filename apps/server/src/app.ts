import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffSessionResolver } from './modules/access/staff-sessions.service.ts';
import { activityLogRoutes } from './modules/activity-log/activity-log-admin.routes.ts';
import { openApiRoutes } from './modules/api-docs/openapi.routes.ts';
import { registerOpenApi } from './modules/api-docs/openapi.ts';
import { registerExportLog } from './modules/audit/export-log.ts';
import { registerRefusalLog } from './modules/audit/refusal-log.ts';
import { bankMovementAdminRoutes } from './modules/bank-movements/bank-movements-admin.routes.ts';
import { bankStatementRoutes } from './modules/bank-statements/bank-statements-admin.routes.ts';
import { bankTransactionRoutes } from './modules/bank-transactions/bank-transactions-admin.routes.ts';
import { bankAdminRoutes } from './modules/banks/banks-admin.routes.ts';
import { bonusAdminRoutes } from './modules/bonuses/bonus-admin.routes.ts';
import { contentAdminRoutes } from './modules/content/content-admin.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-admin.routes.ts';
import { depositRoutes } from './modules/deposits/deposit.routes.ts';
import { firstRunRoutes } from './modules/first-run/first-run.routes.ts';
import { followUpRoutes } from './modules/follow-up/follow-up-admin.routes.ts';
import { fortuneSpinRoutes } from './modules/fortune-spin/fortune-spin.routes.ts';
import { fortuneSpinAdminRoutes } from './modules/fortune-spin/fortune-spin-admin.routes.ts';
import { galleryRoutes } from './modules/gallery/gallery.routes.ts';
import { galleryAdminRoutes } from './modules/gallery/gallery-admin.routes.ts';
import { gameSessionRoutes } from './modules/game-sessions/game-sessions-admin.routes.ts';
import { goLiveRoutes } from './modules/go-live/go-live-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { landingRoutes } from './modules/landing/landing.routes.ts';
import { landingAdminRoutes } from './modules/landing/landing-admin.routes.ts';
import { liveEventRoutes } from './modules/live-events/live-events-admin.routes.ts';
import { memberAccountAdminRoutes } from './modules/member-accounts/member-accounts-admin.routes.ts';
import { memberRolloverRoutes } from './modules/member-accounts/member-rollover-admin.routes.ts';
import { memberDetailRoutes } from './modules/member-detail/member-detail-admin.routes.ts';
import { memberHistoryRoutes } from './modules/member-history/member-history.routes.ts';
import { memberImportRoutes } from './modules/member-import/member-import-admin.routes.ts';
import { memberSessionRoutes } from './modules/member-session/member-session.routes.ts';
import { memberGroupsRoutes } from './modules/members/member-groups-admin.routes.ts';
import { membersRoutes } from './modules/members/members-admin.routes.ts';
import { sourcesRoutes } from './modules/members/sources-admin.routes.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { memberNotesRoutes } from './modules/notes/member-notes-admin.routes.ts';
import { operatorAlertRoutes } from './modules/operator-alerts/operator-alerts-admin.routes.ts';
import { operatorRoutes } from './modules/operators/operators-admin.routes.ts';
import { startAgentCreditRunner } from './modules/products/agent-credit-runner.ts';
import { productAdminRoutes } from './modules/products/products-admin.routes.ts';
import { providerAuditRoutes } from './modules/provider-audit/provider-audit-admin.routes.ts';
import { startProviderAuditRunner } from './modules/provider-audit/provider-audit-runner.ts';
import { startReceiptPurge } from './modules/receipts/receipt-purge-runner.ts';
import { receiptRoutes } from './modules/receipts/receipts-admin.routes.ts';
import { startReconcileRunner } from './modules/reconciliation/reconcile-runner.ts';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation-admin.routes.ts';
import { startReportPartsFold } from './modules/reports/report-parts-fold.ts';
import { reportRoutes } from './modules/reports/reports-admin.routes.ts';
import { bonusRunAdminRoutes } from './modules/rewards/bonus-run-admin.routes.ts';
import { rewardRoutes } from './modules/rewards/reward.routes.ts';
import { roleRoutes } from './modules/roles/roles-admin.routes.ts';
import { rolloverSettingsRoutes } from './modules/rollover/rollover-settings-admin.routes.ts';
import { getBusinessTimeZone } from './modules/settings/business-time-zone.ts';
import { businessTimeZoneRoutes } from './modules/settings/business-time-zone-admin.routes.ts';
import { websiteSettingsRoutes } from './modules/settings/website-settings-admin.routes.ts';
import { shiftRoutes } from './modules/shifts/shift-admin.routes.ts';
import { staffAuthRoutes } from './modules/staff-auth/staff-auth-admin.routes.ts';
import { messageOverridesRefresher } from './modules/system-messages/system-messages.service.ts';
import { systemMessageRoutes } from './modules/system-messages/system-messages-admin.routes.ts';
import { telegramAlertRoutes } from './modules/telegram-alerts/telegram-alerts-admin.routes.ts';
import { startTelegramAlertRunner } from './modules/telegram-alerts/telegram-alerts-runner.ts';
import { claimExpiryRoutes } from './modules/transactions/claim-expiry-admin.routes.ts';
import { moneyAdminRoutes } from './modules/transactions/money-admin.routes.ts';
import { secondApprovalRoutes } from './modules/transactions/second-approval-admin.routes.ts';
import { transactionAdminRoutes } from './modules/transactions/transactions-admin.routes.ts';
import { startVipRecompute } from './modules/transactions/vip-recompute-runner.ts';
import { registerSpas, type SpaPaths } from './modules/web/spa.routes.ts';
import { workstationRoutes } from './modules/workstation/workstation-admin.routes.ts';
import { registerCompression } from './platform/compression.ts';
import type { AppConfig } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/db/client.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { loggerOptions, registerRequestLog } from './platform/logging.ts';
import { registerRequestMetrics } from './platform/metrics.ts';
import { REPO_ROOT } from './platform/paths.ts';
import { registerPersonalDataMask } from './platform/personal-data.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { registerSecurity } from './platform/security.ts';
import { registerStaffAuth, type StaffRouteEntry } from './platform/staff-auth.ts';

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
  /** Where log lines go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
};

/** `routes`: every registered route with its declared access; `staffRoutes`: those under /api/staff/. */
export type App = FastifyInstance & {
  ctx: AppContext;
  routes: StaffRouteEntry[];
  staffRoutes: StaffRouteEntry[];
};

/** What every route module gets (the HTTP app's, or a script's that runs module code without one). */
export function createAppContext(
  config: AppConfig,
  database: Database,
  now: () => Date = () => new Date(),
): AppContext {
  return {
    config,
    database,
    db: database.db,
    now,
    businessTimeZone: () => getBusinessTimeZone(database.db),
    lifecycle: { draining: false },
  };
}

/** Builds the HTTP app on an open, migrated database. Listening is the caller's business. */
export async function buildApp(options: BuildOptions): Promise<App> {
  const { config, database } = options;
  const ctx = createAppContext(config, database, options.now);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config, { stream: options.logStream }),
    // Fastify's own two request lines at info are off; registerRequestLog writes one at debug.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // A hop count as a function: what proxy-addr does with a number, in a form Fastify's types accept.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const routes: StaffRouteEntry[] = [];
  registerErrorHandler(app);
  registerRequestLog(app);
  registerRequestMetrics(app);
  await registerSecurity(app, config);
  await registerCompression(app);
  registerStaffAuth(app, staffSessionResolver(ctx), routes);
  await registerOpenApi(app);
  registerRefusalLog(app, ctx);
  registerExportLog(app, ctx);
  app.decorate('businessTimeZone', ctx.businessTimeZone);
  registerPersonalDataMask(app);
  await registerRateLimits(app, config);
  // Every reply (member, staff, errors) is worded as staff last saved it (System Message edit).
  const messageOverrides = messageOverridesRefresher(ctx.db);
  // Callback style: a request passes without a promise while the wording is fresh.
  app.addHook('onRequest', (_request, _reply, done) => {
    const loading = messageOverrides.fresh();
    if (loading === null) return done();
    loading.then(() => done(), done);
  });
  await app.register(systemMessageRoutes(ctx, messageOverrides));

  await app.register(healthRoutes(ctx));
  await app.register(openApiRoutes());
  await app.register(metricsRoutes(ctx));
  await app.register(memberSessionRoutes(ctx));
  await app.register(memberHistoryRoutes(ctx));
  await app.register(staffAuthRoutes(ctx));
  await app.register(firstRunRoutes(ctx));
  await app.register(operatorRoutes(ctx));
  await app.register(roleRoutes(ctx));
  await app.register(activityLogRoutes(ctx));
  await app.register(liveEventRoutes(ctx));
  await app.register(operatorAlertRoutes(ctx));
  await app.register(dashboardRoutes(ctx));
  await app.register(goLiveRoutes(ctx));
  await app.register(membersRoutes(ctx));
  await app.register(memberGroupsRoutes(ctx));
  await app.register(memberDetailRoutes(ctx));
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
  await app.register(landingAdminRoutes(ctx));
  await app.register(transactionAdminRoutes(ctx));
  await app.register(secondApprovalRoutes(ctx));
  await app.register(moneyAdminRoutes(ctx));
  await app.register(receiptRoutes(ctx));
  await app.register(claimExpiryRoutes(ctx));
  await app.register(memberAccountAdminRoutes(ctx));
  await app.register(productAdminRoutes(ctx));
  await app.register(bankAdminRoutes(ctx));
  await app.register(bankMovementAdminRoutes(ctx));
  await app.register(gameSessionRoutes(ctx));
  await app.register(reconciliationRoutes(ctx));
  await app.register(providerAuditRoutes(ctx));
  await app.register(bonusAdminRoutes(ctx));
  await app.register(bonusRunAdminRoutes(ctx));
  await app.register(rolloverSettingsRoutes(ctx));
  await app.register(memberRolloverRoutes(ctx));
  await app.register(fortuneSpinAdminRoutes(ctx));
  await app.register(reportRoutes(ctx));
  await app.register(shiftRoutes(ctx));
  await app.register(contentAdminRoutes(ctx));
  await app.register(galleryAdminRoutes(ctx));
  await app.register(galleryRoutes(ctx));
  await app.register(memberNotesRoutes(ctx));
  await app.register(websiteSettingsRoutes(ctx));
  await app.register(businessTimeZoneRoutes(ctx));
  await app.register(telegramAlertRoutes(ctx));
  const stopReconcile = startReconcileRunner(ctx, app.log);
  app.addHook('onClose', async () => stopReconcile());
  const stopPurge = startReceiptPurge(ctx, app.log);
  app.addHook('onClose', async () => stopPurge());
  const stopAudit = startProviderAuditRunner(ctx, app.log);
  app.addHook('onClose', async () => stopAudit());
  const stopFold = startReportPartsFold(ctx, app.log);
  app.addHook('onClose', async () => stopFold());
  const stopAgentCredit = startAgentCreditRunner(ctx, app.log);
  app.addHook('onClose', async () => stopAgentCredit());
  const stopTelegram = startTelegramAlertRunner(ctx, app.log);
  app.addHook('onClose', async () => stopTelegram());
  const stopVip = startVipRecompute(ctx, app.log);
  app.addHook('onClose', async () => stopVip());

  const spaPaths = options.spaPaths ?? DEFAULT_SPA_PATHS;
  mkdirSync(spaPaths.uploads, { recursive: true });
  await registerSpas(app, ctx, spaPaths);

  const staffRoutes = routes.filter((route) => route.url.startsWith('/api/staff/'));
  return Object.assign(app, { ctx, routes, staffRoutes }) as unknown as App;
}
