/**
 * The newest errors this server instance logged, kept in memory for the diagnostics page: a ring
 * of the last `capacity`, fed by a hook on the logger so every `log.error` is caught, whoever wrote it.
 */
export type RecentError = { time: Date; message: string; detail: string };

const ERROR_LEVEL = 50;

export class RecentErrors {
  private readonly ring: RecentError[] = [];
  constructor(
    private readonly capacity = 50,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  record(message: string, detail: string): void {
    this.ring.push({ time: this.clock(), message: message.slice(0, 500), detail: detail.slice(0, 1000) });
    if (this.ring.length > this.capacity) {
      this.ring.shift();
    }
  }

  /** Newest first. */
  list(): RecentError[] {
    return [...this.ring].reverse();
  }

  /** Pino's `hooks.logMethod`: records calls at error level and above, then logs them as usual. */
  loggerHook() {
    const record = (message: string, detail: string) => this.record(message, detail);
    return function logMethod(this: unknown, args: unknown[], method: (...a: unknown[]) => void, level: number) {
      if (level >= ERROR_LEVEL) {
        const [first, second] = args;
        const fields = typeof first === 'object' && first !== null ? (first as Record<string, unknown>) : {};
        const error = fields.err instanceof Error ? fields.err : first instanceof Error ? first : undefined;
        const message =
          typeof first === 'string' ? first : typeof second === 'string' ? second : (error?.message ?? '');
        const detail = [
          error && error.message !== message ? error.message : '',
          typeof fields.url === 'string' ? fields.url : '',
        ]
          .filter(Boolean)
          .join(' · ');
        record(message || 'error', detail);
      }
      method.apply(this, args);
    };
  }
}
