/**
 * Calls `fn` at most once per `ms` with the latest arguments (the last call always lands), so
 * pointer moves at 120 Hz become presence updates at a rate the network and the peers can take.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { now(...args: A): void } {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = () => {
    timer = null;
    last = Date.now();
    if (pending) fn(...pending);
    pending = null;
  };
  const throttled = (...args: A) => {
    pending = args;
    const wait = ms - (Date.now() - last);
    if (wait <= 0 && !timer) run();
    else timer ??= setTimeout(run, Math.max(0, wait));
  };
  /** Calls at once, dropping any call still waiting. */
  throttled.now = (...args: A) => {
    if (timer) clearTimeout(timer);
    timer = null;
    pending = null;
    last = Date.now();
    fn(...args);
  };
  return throttled;
}
