import { parseArgs } from 'node:util';
import { type FirstOperator, firstOperatorSchema } from '@topup/contracts/first-run.ts';
import { GO_LIVE_TEXT_EN } from '@topup/contracts/go-live.ts';
import { formatMessage, isMessageCode } from '@topup/contracts/messages.ts';
import { judgePassword } from '@topup/contracts/password-policy.ts';
import { claimFirstRun, firstRunNeeded } from '../modules/access/first-run.service.ts';
import { goLiveChecklist } from '../modules/go-live/go-live-checklist.read-model.ts';
import { loadConfig } from '../platform/config.ts';
import { type Database, type Db, openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';
import { DomainError } from '../platform/errors.ts';
import { readSecretFromStdin, terminalPrompts } from './setup-prompts.ts';

/**
 * `npm run setup`: creates the Super Admin role and the first operator on the configured
 * database (DATABASE_URL, or the PGlite directory DATA_DIR with the server stopped), after
 * applying the migrations. On a terminal it asks; for scripts:
 *   printf '%s' "$PASSWORD" | npm run setup -- --name 'Site Owner' --username owner --pin 123456 --password-stdin
 * Exits 1, changing nothing, once any operator exists.
 * `npm run setup -- --check` prints the go-live checklist (the Dashboard's card) and exits 1
 * while anything on it is missing.
 */
const { values: flags } = parseArgs({
  options: {
    name: { type: 'string' },
    username: { type: 'string' },
    pin: { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
    check: { type: 'boolean', default: false },
  },
});

/** A refusal the operator reads: printed, exit code 1, the database closed cleanly. */
class SetupRefused extends Error {}

function fail(message: string): never {
  throw new SetupRefused(message);
}

const english = (code: string) => (isMessageCode(code) ? formatMessage(code, 'en') : code);

/** Asks until both entries match and `problem` finds nothing wrong. */
async function askTwice(
  prompts: ReturnType<typeof terminalPrompts>,
  label: string,
  problem: (value: string) => string | null,
): Promise<string> {
  for (;;) {
    const value = await prompts.hidden(`${label}: `);
    const wrong = problem(value);
    if (wrong) {
      console.error(wrong);
      continue;
    }
    if ((await prompts.hidden(`${label} again: `)) === value) return value;
    console.error('The two entries differ. Please try again.');
  }
}

async function askOperator(): Promise<FirstOperator> {
  const prompts = terminalPrompts();
  try {
    const name = flags.name ?? (await prompts.ask('Name: '));
    const username = flags.username ?? (await prompts.ask('Username: '));
    const password = flags['password-stdin']
      ? await readSecretFromStdin()
      : await askTwice(prompts, 'Password', (value) => {
          const { problem } = judgePassword(value, username.trim());
          return problem && english(problem);
        });
    const pin =
      flags.pin ??
      (await askTwice(prompts, 'Security PIN (4 to 6 digits)', (value) =>
        /^\d{4,6}$/.test(value) ? null : english('PIN_FORMAT'),
      ));
    return { name, username, password, pin };
  } finally {
    prompts.close();
  }
}

async function operatorFromFlags(): Promise<FirstOperator> {
  const { name, username, pin } = flags;
  if (!name || !username || !pin || !flags['password-stdin'])
    fail(
      'without a terminal, give --name, --username, --pin and the password on stdin with --password-stdin.',
    );
  return { name, username, pin, password: await readSecretFromStdin() };
}

async function createFirstOperator(database: Database): Promise<void> {
  const asked = process.stdin.isTTY ? await askOperator() : await operatorFromFlags();
  const parsed = firstOperatorSchema.safeParse(asked);
  if (!parsed.success)
    fail(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${english(issue.message)}`).join('\n'));
  const operator = parsed.data;
  await claimFirstRun(database.db, operator, { actor: { kind: 'system' }, now: new Date() });
  console.log(
    `setup: Super Admin '${operator.username}' created. Sign in at /admin/ with the password and PIN you chose.`,
  );
}

/** Prints every line of the go-live checklist; true when nothing is missing. */
async function printChecklist(db: Db): Promise<boolean> {
  const noOperator = await firstRunNeeded(db);
  if (noOperator) console.log('[ ] The first operator (npm run setup, or the first-run page at /admin/)');
  const checklist = await goLiveChecklist(db, new Date());
  for (const item of checklist.items) {
    const text = GO_LIVE_TEXT_EN[item.key].replace('{{count}}', String(item.count));
    console.log(
      `${item.done ? '[x]' : '[ ]'} ${text}${item.done ? '' : ` (back-office: /admin${item.link})`}`,
    );
  }
  return checklist.ready && !noOperator;
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(database);
  if (flags.check) {
    const ready = await printChecklist(database.db);
    console.log(ready ? 'setup: ready to go live.' : 'setup: not ready to go live yet.');
    process.exitCode = ready ? 0 : 1;
  } else if (!(await firstRunNeeded(database.db)))
    fail('refused: an operator already exists on this database. Sign in at /admin/ instead.');
  else await createFirstOperator(database);
} catch (error) {
  if (!(error instanceof SetupRefused || error instanceof DomainError)) throw error;
  console.error(`setup: ${error instanceof DomainError ? error.message_in('en') : error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
