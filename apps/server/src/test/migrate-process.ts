/**
 * `migrate()` in a process of its own, for the test of instances migrating one database at
 * once: connects to the database named on the command line, prints "ready", waits for a line
 * on stdin (so that several processes start migrating at the same moment), migrates, prints
 * the applied files as JSON and exits.
 */
import { once } from 'node:events';
import { openDatabase } from '../platform/db/client.ts';
import { migrate } from '../platform/db/migrate.ts';

const database = await openDatabase({ url: process.argv[2], poolSize: 1 });
await database.db.execute('select 1');
process.stdout.write('ready\n');
await once(process.stdin, 'data');
const applied = await migrate(database);
process.stdout.write(`${JSON.stringify({ applied })}\n`);
await database.close();
process.exit(0);
