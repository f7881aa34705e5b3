import { describe, expect, it } from 'vitest';
import { runInBackground } from './priority';
import { INTERACTIVE_STREAK, SLICE_MS, StatementGate } from './statement-gate';

/**
 * The embedded database's statement order (issue 25, finding 8): a request's statement goes before a
 * job's next batch, and a run of statements lets the event loop turn. Statements here are stand-ins
 * that resolve as microtasks, as PGlite's do.
 */

const burn = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    /* a statement running on this thread */
  }
};

describe('StatementGate', () => {
  it("a request that arrives while a job runs goes before the job's next statement", async () => {
    const gate = new StatementGate();
    const order: string[] = [];
    let firstDone: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (firstDone = resolve));
    const job = runInBackground(async () => {
      for (let i = 0; i < 3; i++) {
        await gate.run(async () => {
          order.push(`job${i}`);
          if (i === 0) firstDone();
        });
      }
    });
    await first;
    // A request read from a socket on the loop's next turn (outside the job's context).
    const request = await new Promise<Promise<unknown>>((resolve) =>
      setImmediate(() => resolve(gate.run(async () => order.push('request')))),
    );
    await Promise.all([job, request]);
    expect(order).toEqual(['job0', 'request', 'job1', 'job2']);
  });

  it('a job still moves while requests keep coming: one of its statements after every few requests', async () => {
    const gate = new StatementGate();
    const order: string[] = [];
    const requests = Array.from({ length: INTERACTIVE_STREAK * 2 }, (_, i) => gate.run(async () => void order.push(`r${i}`)));
    const job = runInBackground(() => gate.run(async () => void order.push('job')));
    await Promise.all([...requests, job]);
    // the first request went straight in; then at most INTERACTIVE_STREAK more before the job's statement
    expect(order.indexOf('job')).toBe(INTERACTIVE_STREAK + 1);
  });

  it('a long run of statements lets timers fire in between', async () => {
    const gate = new StatementGate();
    let finished = false;
    let firedWhileRunning: boolean | null = null;
    const timer = setTimeout(() => (firedWhileRunning = !finished), 0);
    // Twenty statements of 2 ms each: four times a slice without a turn.
    for (let i = 0; i < Math.ceil((SLICE_MS * 4) / 2); i++) await gate.run(async () => burn(2));
    finished = true;
    await new Promise((resolve) => setTimeout(resolve, 0));
    clearTimeout(timer);
    expect(firedWhileRunning).toBe(true);
  });

  it('a transaction-like run holds the gate: nothing interleaves inside it', async () => {
    const gate = new StatementGate();
    const order: string[] = [];
    const tx = gate.run(async () => {
      order.push('begin');
      await new Promise((resolve) => setImmediate(resolve));
      order.push('commit');
    });
    const other = gate.run(async () => void order.push('other'));
    await Promise.all([tx, other]);
    expect(order).toEqual(['begin', 'commit', 'other']);
  });
});
