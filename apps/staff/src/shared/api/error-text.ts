import { ApiError } from './client.ts';

/** The server's message of a failed call (in the operator's language), or `fallback` when there was none (network down). */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
