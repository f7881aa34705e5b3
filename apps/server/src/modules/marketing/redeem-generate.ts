import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../platform/db';
import type { JobContext } from '../../platform/jobs';

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
  const r = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM redeem_code WHERE config_id = $1::bigint', [configId]);
  return r.rows[0].n;
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
  while (have < config.num) {
    const codes = randomCodes(Math.min(BATCH, config.num - have));
    const ins = await db.query(
      `INSERT INTO redeem_code (subject, config_id, code, status, expire_date, staff_id)
       SELECT $1, $2::bigint, c, 1, $3::timestamptz, $4::bigint FROM unnest($5::text[]) AS c
       ON CONFLICT (code) DO NOTHING`,
      [config.subject, configId, config.expire_date, config.staff_id, codes],
    );
    have += ins.affectedRows ?? 0;
    await progress?.(have, config.num);
  }
  return have - start;
}
