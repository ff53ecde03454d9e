import type { Db } from './client.ts';

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

export function sqlState(error: unknown): string | undefined {
  return databaseErrorField(error, 'code');
}

/** A field of the database's error (code, constraint), through the driver's wrappers. */
function databaseErrorField(error: unknown, field: 'code' | 'constraint'): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const value = (current as Record<string, unknown>)[field];
    if (typeof value === 'string') return value;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs `work` in one database transaction. With `serializable`, a serialization failure or
 * deadlock is retried (bounded); `work` must therefore be safe to run again from the start.
 */
export async function inTransaction<T>(
  db: Db,
  work: (tx: Db) => Promise<T>,
  options: { serializable?: boolean } = {},
): Promise<T> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      return await db.transaction(
        (tx) => work(tx as unknown as Db),
        options.serializable ? { isolationLevel: 'serializable' } : undefined,
      );
    } catch (error) {
      const state = sqlState(error);
      if (attempt === MAX_ATTEMPTS || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
  throw new Error(`unreachable: the last of ${MAX_ATTEMPTS} attempts returns or throws`);
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}

/** The constraint or index the database named in its error, if any. */
export function violatedConstraint(error: unknown): string | undefined {
  return databaseErrorField(error, 'constraint');
}

/** A row still referenced elsewhere (foreign key). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlState(error) === '23503';
}
