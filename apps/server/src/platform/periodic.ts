/**
 * Runs `work` at once and then every `intervalMs` in this process, one run at a time (a run
 * still going when the next is due makes that one skip). A failed run goes to `failed` and the
 * next one goes ahead. An interval that is not a positive number runs nothing. The timers do not
 * keep the process alive. Returns a stop function.
 */
export function runPeriodically(
  intervalMs: number,
  work: () => Promise<unknown>,
  failed: (err: unknown) => void,
): () => void {
  if (!Number.isFinite(intervalMs) || intervalMs <= 0) return () => {};
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    work()
      .catch(failed)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
