/**
 * Detecting whether a custom-scheme app opened. A page cannot ask the phone whether an app is installed;
 * it can only try the scheme and watch what happens to itself. When the app opens, the page loses focus or
 * is hidden, and its timers run late because the browser is in the background. When nothing opens, the
 * page stays in front and the timer fires on time.
 */

/** Lock page (catalogue spec §2.5, §9): decide 800 ms after trying; visible under 1000 ms means no app. */
export const LOCK_WAIT_MS = 800;
export const LOCK_VISIBLE_THRESHOLD_MS = 1000;
/** Face-verification page on Android (spec §2.5, §9): decide after 1000 ms; a timer later than 1500 ms means the app took over. */
export const ANDROID_WAIT_MS = 1000;
export const ANDROID_LATE_MS = 1500;

/** Storage key of the lock page's belief that the app is installed ('1') or not ('0'). */
export const LOCK_INSTALLED_KEY = 'lockAppInstalled';

export type Clock = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
};

/** Calls `onLeave` when the page loses focus or is hidden; returns a function that stops listening. */
export type LeaveSignal = (onLeave: () => void) => () => void;

export type LaunchOutcome = 'opened' | 'not-installed';

export type ProbeOptions = {
  /** Navigates to the app's custom scheme. */
  open: () => void;
  clock: Clock;
  onLeave: LeaveSignal;
  done: (outcome: LaunchOutcome) => void;
};

type Timing = { waitMs: number; thresholdMs: number };

function probeApp({ open, clock, onLeave, done }: ProbeOptions, { waitMs, thresholdMs }: Timing): void {
  const startedAt = clock.now();
  let hasLeft = false;
  const stopListening = onLeave(() => {
    hasLeft = true;
  });
  open();
  clock.setTimeout(() => {
    stopListening();
    const stayedVisibleFor = clock.now() - startedAt;
    done(!hasLeft && stayedVisibleFor < thresholdMs ? 'not-installed' : 'opened');
  }, waitMs);
}

/** The lock page's open-app button: try the scheme, decide after 800 ms against the 1000 ms threshold. */
export function probeLockApp(options: ProbeOptions): void {
  probeApp(options, { waitMs: LOCK_WAIT_MS, thresholdMs: LOCK_VISIBLE_THRESHOLD_MS });
}

/** The face-verification page on Android: try the scheme, decide after 1000 ms against 1500 ms. */
export function probeAndroidApp(options: ProbeOptions): void {
  probeApp(options, { waitMs: ANDROID_WAIT_MS, thresholdMs: ANDROID_LATE_MS });
}

export function isAndroid(userAgent: string): boolean {
  return /android/i.test(userAgent);
}

/** The button reads "open app" only when the app is believed installed (spec §2.5). */
export function appButtonLabel(isInstalled: boolean, labels: { open: string; download: string }): string {
  return isInstalled ? labels.open : labels.download;
}
