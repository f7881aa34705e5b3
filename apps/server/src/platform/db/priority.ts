import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Work that nobody is waiting on with a spinner: background jobs and the rows of an export stream.
 * On the embedded database (one statement at a time, run on this thread) its statements give way to
 * interactive requests' statements (see StatementGate). On PostgreSQL the marker changes nothing.
 */
const background = new AsyncLocalStorage<true>();

/** Runs fn (and everything it awaits or starts) as background work. */
export function runInBackground<T>(fn: () => Promise<T>): Promise<T> {
  return background.run(true, fn);
}

export const isBackground = (): boolean => background.getStore() === true;

/** Lets the event loop turn once (timers, sockets, new requests) before going on. */
export const yieldToEventLoop = (): Promise<void> => nextTurn();
