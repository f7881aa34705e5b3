import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../../platform/db';
import { yieldToEventLoop } from '../../../platform/db/priority';
import type { JobContext } from '../../../platform/jobs';

/**
 * Generating a config's redeem codes as a background job (platform/jobs). Each code is 12 characters
 * from a 32-letter alphabet (no 0/O/1/I), read from the operating system's cryptographic source:
 * 60 random bits, so guessing a live code among 100,000 takes ~10^13 tries. Uniqueness is the
 * database's (redeem_code.code UNIQUE): a collision is skipped by ON CONFLICT and made up in the
 * next batch. The job tops the config up to `num` codes, so a re-run after a crash (or a later
 * increase of num) adds only what is missing.
 */

export const GENERATE_JOB = 'redeem-codes.generate';
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 12;
const BATCH = 5000;
/**
 * On the embedded database an INSERT runs on the server's own thread and blocks every request while it
 * runs (5,000 codes took 100–300 ms there): the batch is sized so a statement takes about this long.
 */
const EMBEDDED_STATEMENT_MS = 15;

export function randomCodes(n: number): string[] {
  // 32 letters = 5 bits; one random byte per character, keeping its low 5 bits (256 is a multiple of 32: no bias).
  const bytes = randomBytes(n * CODE_LENGTH);
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) {
    let s = '';
    for (let j = 0; j < CODE_LENGTH; j++) s += CODE_ALPHABET[bytes[i * CODE_LENGTH + j] & 31];
    out[i] = s;
  }
  return out;
}

export interface GeneratePayload {
  configId: string;
}

interface ConfigRow {
  subject: number;
  num: number;
  deleted: number;
  staff_id: string | null;
  expire_date: string | null;
}

async function existing(q: Queryable, configId: string): Promise<number> {
  // Kept by a trigger on every insert (migration 0470): counting the codes themselves read all of them.
  const r = await q.query<{ n: number }>('SELECT generated AS n FROM redeem_code_count WHERE config_id = $1::bigint', [configId]);
  return r.rows[0]?.n ?? 0;
}

/** Tops the config up to `num` codes; returns how many it added. */
export async function generateCodes(db: Database, configId: string, progress?: JobContext<GeneratePayload>['progress']): Promise<number> {
  const r = await db.query<ConfigRow>(
    `SELECT subject, num, deleted, staff_id::text AS staff_id,
            (CASE WHEN expire_type = 2 AND expire IS NOT NULL THEN now() + make_interval(days => expire) ELSE end_date END)::text AS expire_date
       FROM redeem_code_config WHERE id = $1::bigint`,
    [configId],
  );
  const config = r.rows[0];
  if (!config || config.deleted) return 0;
  let have = await existing(db, configId);
  const start = have;
  const batch = db.kind === 'pglite' ? new TimedBatch(500, 100, BATCH, EMBEDDED_STATEMENT_MS) : null;
  while (have < config.num) {
    const codes = randomCodes(Math.min(batch?.size ?? BATCH, config.num - have));
    const began = performance.now();
    const ins = await db.query(
      `INSERT INTO redeem_code (subject, config_id, code, status, expire_date, staff_id)
       SELECT $1, $2::bigint, c, 1, $3::timestamptz, $4::bigint FROM unnest($5::text[]) AS c
       ON CONFLICT (code) DO NOTHING`,
      [config.subject, configId, config.expire_date, config.staff_id, codes],
    );
    batch?.took(codes.length, performance.now() - began);
    have += ins.affectedRows ?? 0;
    await progress?.(have, config.num);
    // Between batches the event loop turns: timers fire and waiting requests are read and answered.
    await yieldToEventLoop();
  }
  return have - start;
}

/** A batch size that follows how long the last batch took, towards a target time per statement. */
export class TimedBatch {
  size: number;
  constructor(
    initial: number,
    private readonly min: number,
    private readonly max: number,
    private readonly targetMs: number,
  ) {
    this.size = initial;
  }

  took(rows: number, ms: number): void {
    if (rows < this.size) return; // a short last batch says nothing about the rate
    const perRow = Math.max(ms, 0.01) / rows;
    // Half-way towards the size that would have taken targetMs: steady, and a slow outlier does not collapse it.
    const ideal = this.targetMs / perRow;
    this.size = Math.round(Math.min(this.max, Math.max(this.min, (this.size + ideal) / 2)));
  }
}
