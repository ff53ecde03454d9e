import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/client.ts';
import { FIRST_RUN_CODE_TTL_MS, issueFirstRunCode } from '../access/first-run.service.ts';

/**
 * At start, while no operator exists: this instance's one-time setup code for the first-run
 * page, printed in the log (the one place only whoever runs the server reads).
 */
export async function announceFirstRunCode(db: Db, log: FastifyBaseLogger, now: Date): Promise<void> {
  const code = await issueFirstRunCode(db, now);
  if (!code) return;
  const hours = FIRST_RUN_CODE_TTL_MS / 3_600_000;
  log.warn(
    { setupCode: code },
    `No operator exists yet. Open /admin/ and enter the setup code ${code} to create the Super Admin (valid ${hours} hours, once), or run \`npm run setup\` on this machine.`,
  );
}
