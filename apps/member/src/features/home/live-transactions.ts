/** The live table is simulated from the clock, not read from real data. */
export const LIVE_ROWS = 3;
export const LIVE_STEP_MS = 15_000;
export const LIVE_REFRESH_MS = 1000;
export const SIMULATED_DEPOSITS_RM = [10, 20, 30, 40, 50, 100, 300, 1000] as const;
const WITHDRAW_BASE_SEN = 3000;
const WITHDRAW_EXTRA_MAX_RM = 2970;

export type LiveRow = { id: string; type: 'DEPOSIT' | 'WITHDRAW'; amountSen: number };

/** mulberry32: a tiny deterministic generator, so a given 15 s step always yields the same row. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function liveRowForStep(step: number): LiveRow {
  const next = random(Math.imul(step, 0x9e3779b1));
  const suffix = 100 + Math.floor(next() * 900);
  const id = `60******${suffix}`;
  if (next() < 0.65) {
    const rm = SIMULATED_DEPOSITS_RM[Math.floor(next() * SIMULATED_DEPOSITS_RM.length)] ?? 10;
    return { id, type: 'DEPOSIT', amountSen: rm * 100 };
  }
  const extraRm = Math.floor(next() * (WITHDRAW_EXTRA_MAX_RM + 1));
  return { id, type: 'WITHDRAW', amountSen: WITHDRAW_BASE_SEN + extraRm * 100 };
}

/** The rows shown at a moment: newest first, one new row every 15 s. A pure function of time. */
export function liveTransactions(nowMs: number): LiveRow[] {
  const step = Math.floor(nowMs / LIVE_STEP_MS);
  return Array.from({ length: LIVE_ROWS }, (_, i) => liveRowForStep(step - i));
}

export function formatRm(amountSen: number): string {
  const ringgit = Math.floor(amountSen / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `RM${ringgit}.${String(amountSen % 100).padStart(2, '0')}`;
}
