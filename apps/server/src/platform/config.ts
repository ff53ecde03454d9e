import { THEMES, type Theme } from '@topup/contracts/page-data.ts';

export type AppConfig = {
  port: number;
  host: string;
  /** postgres:// URL; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** demo seeds an empty database with demo data; production never does. */
  mode: 'demo' | 'production';
  theme: Theme;
  kioskUrl: string;
  /** Behind TLS, cookies get the Secure flag. */
  secureCookies: boolean;
  logLevel: string;
  publicUrl: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 3000);
  const theme = THEMES.find((t) => t === env.SITE_THEME) ?? 'DarkGold';
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? 'data/pglite',
    mode: env.APP_MODE === 'production' ? 'production' : 'demo',
    theme,
    kioskUrl: env.KIOSK_URL ?? 'http://127.0.0.1:4100',
    secureCookies: env.SECURE_COOKIES === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}
