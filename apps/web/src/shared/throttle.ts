/**
 * Runs `run` at most once every `gapMs`: the first call of a burst at once and, when more came
 * during the gap, once more as it ends, so the last of a burst is never dropped.
 */
export function throttleTrailing(run: () => void, gapMs: number) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const fire = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  return {
    call() {
      if (timer !== undefined) {
        return;
      }
      const wait = last + gapMs - Date.now();
      if (wait <= 0) {
        fire();
      } else {
        timer = setTimeout(fire, wait);
      }
    },
    /** Drops a run still waiting for its gap to end. */
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
