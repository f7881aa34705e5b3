import { isBackground, yieldToEventLoop } from './priority';

/** Longest run of statements without letting the event loop turn (timers, sockets, new requests). */
export const SLICE_MS = 10;
/** Interactive statements granted in a row while background work waits, before one background statement goes. */
export const INTERACTIVE_STREAK = 8;

type Waiter = () => void;

/**
 * The embedded database (PGlite) runs one statement at a time, synchronously, on the server's own
 * thread, and its promises resolve as microtasks: a loop of awaited statements (a job's batches, an
 * export's rows) never lets the event loop turn, so no timer fires and no socket is read until the
 * loop ends (measured: 50 inserts, 1.2 s, an interval of 1 ms fired 0 times). This gate decides which
 * statement (or whole transaction) runs next:
 * - interactive requests' statements go before background ones (jobs, export streams: runInBackground);
 * - before a background statement, and whenever statements have run for SLICE_MS without a turn, the
 *   event loop turns once, so requests that arrived meanwhile are read and queue their statements first;
 * - after INTERACTIVE_STREAK interactive grants in a row one waiting background statement goes, so a
 *   busy console slows a job down without stopping it.
 * What it cannot do: interrupt a statement. One long statement still holds the thread for its length,
 * so background work keeps its statements short (small batches).
 */
export class StatementGate {
  private busy = false;
  private pumping = false;
  private streak = 0;
  private sliceStart: number | null = null;
  private readonly interactive: Waiter[] = [];
  private readonly background: Waiter[] = [];

  async run<T>(fn: () => Promise<T>): Promise<T> {
    await this.enter(isBackground());
    try {
      return await fn();
    } finally {
      this.busy = false;
      if (this.interactive.length || this.background.length) void this.pump();
    }
  }

  private enter(background: boolean): Promise<void> {
    if (!background && !this.busy && !this.interactive.length && !this.background.length && !this.hogging()) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      (background ? this.background : this.interactive).push(resolve);
      void this.pump();
    });
  }

  /** True once statements have run for SLICE_MS since the event loop last turned. */
  private hogging(): boolean {
    const now = performance.now();
    if (this.sliceStart === null) {
      this.sliceStart = now;
      // Fires on the loop's next turn: from then on a new slice starts.
      setImmediate(() => {
        this.sliceStart = null;
      });
      return false;
    }
    return now - this.sliceStart > SLICE_MS;
  }

  private nextIsBackground(): boolean {
    if (!this.interactive.length) return true;
    return this.background.length > 0 && this.streak >= INTERACTIVE_STREAK;
  }

  private async pump(): Promise<void> {
    if (this.pumping) return;
    this.pumping = true;
    try {
      while (!this.busy && (this.interactive.length || this.background.length)) {
        if (this.nextIsBackground() || this.hogging()) {
          await yieldToEventLoop();
          if (this.busy) return;
        }
        // Chosen after the turn: a request read during it goes first.
        const background = this.nextIsBackground();
        const next = background ? this.background.shift() : this.interactive.shift();
        if (!next) continue;
        this.streak = background ? 0 : this.streak + 1;
        this.busy = true;
        next();
      }
    } finally {
      this.pumping = false;
    }
  }
}
