import pg from 'pg';

/** Drops and creates the database `url` names; refuses any name without "bench" in it. */
export async function freshDatabase(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/bench/i.test(name)) throw new Error(`refusing to drop "${name}": the name must contain "bench"`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
}
