import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttleTrailing } from './throttle';

describe('throttleTrailing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the first call at once, a burst once more as its gap ends, and a later call at once', () => {
    const run = vi.fn();
    const throttled = throttleTrailing(run, 1000);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    throttled.call();
    throttled.call();
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(799);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(2);
    throttled.call();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('drops a waiting run when cancelled', () => {
    const run = vi.fn();
    const throttled = throttleTrailing(run, 1000);
    throttled.call();
    throttled.call();
    throttled.cancel();
    vi.advanceTimersByTime(2000);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
