import type { ScoreLogEntry } from './game-provider.ts';

/** The signed change an entry made to the player's balance. */
export const changeOf = (entry: ScoreLogEntry): number => entry.balanceAfterSen - entry.balanceBeforeSen;

/** Gameplay: a bet or a win, which carries no reference. */
export const isPlay = (entry: ScoreLogEntry): boolean =>
  entry.reference === null && (entry.kind === 'bet' || entry.kind === 'win');

/**
 * The entries strictly after the anchor entry and strictly before `stopTxId` (when given),
 * oldest first, from a player's log as the provider lists it (newest first). Without an anchor
 * the walk starts at the beginning of the log, which is only known when the list was not cut
 * short (`complete`). null: the anchor is not in the list, so what happened since is unknown.
 */
export function entriesSinceAnchor(
  newestFirst: ScoreLogEntry[],
  options: { anchorTxId: string | null; stopTxId?: string; complete: boolean },
): ScoreLogEntry[] | null {
  const since: ScoreLogEntry[] = [];
  let stopped = options.stopTxId === undefined;
  for (const entry of newestFirst) {
    if (!stopped) {
      stopped = entry.providerTxId === options.stopTxId;
      continue;
    }
    if (entry.providerTxId === options.anchorTxId) return since.reverse();
    since.push(entry);
  }
  if (!stopped || options.anchorTxId !== null || !options.complete) return null;
  return since.reverse();
}
