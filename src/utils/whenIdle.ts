/**
 * Runs `callback` when the browser is next idle, or after `timeout` ms at the latest. Where
 * `requestIdleCallback` does not exist (Safari), it runs after `fallbackDelay` ms instead.
 * Returns a function that cancels the call if it has not run yet.
 */
export function whenIdle(
  callback: (deadline?: IdleDeadline) => void,
  {timeout, fallbackDelay}: {readonly timeout: number; readonly fallbackDelay: number},
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(() => callback(), fallbackDelay);
  return () => window.clearTimeout(handle);
}
