import type { AppConfig } from './config.ts';
import type { Database, Db } from './db/client.ts';

/**
 * What every route module gets: the database, the configuration and the outer services.
 * Modules add their outer services here (the game-provider registry, the event bus, ...).
 */
export type AppContext = {
  config: AppConfig;
  database: Database;
  db: Db;
  /** Wall clock; tests may pin it. */
  now: () => Date;
  /** The setting `business_time_zone` (cached for seconds): the zone staff days are cut in. */
  businessTimeZone: () => Promise<string>;
  /** Set when the process is shutting down: readiness fails so a load balancer stops sending work. */
  lifecycle: { draining: boolean };
};
