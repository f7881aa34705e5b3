import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { QUERY_COST_DEFAULTS } from './query/cost';

/** Resource limits per user (docs/decisions/security.md, "Resource limits and the embedded database"). */
export interface ResourceLimits {
  queryMaxCost: number;
  queryHeavyCost: number;
  heavyPerStaff: number;
  heavyTotal: number;
  exportJobsPerStaff: number;
}

/**
 * TRUST_PROXY: off by default (X-Forwarded-For is ignored: anyone can write it, and the login throttle
 * counts per client address), or a comma list of the proxies in front of the server: addresses, CIDR
 * ranges, or proxy-addr's names loopback / linklocal / uniquelocal. Trusting every address (true, *,
 * a /0 range) is refused: it is the forged-header bypass again.
 */
function parseTrustProxy(value: string | undefined): string[] | false {
  const text = (value ?? '').trim();
  if (['', '0', 'false', 'off', 'no'].includes(text.toLowerCase())) return false;
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) continue;
    const [addr, bits, extra] = entry.split('/');
    const family = isIP(addr);
    const max = family === 4 ? 32 : 128;
    const prefixOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) >= 1 && Number(bits) <= max);
    if (!family || extra !== undefined || !prefixOk)
      throw new Error(`TRUST_PROXY: "${entry}" is not a proxy address, a CIDR range (not /0) or loopback / linklocal / uniquelocal`);
  }
  return entries;
}

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DEMO: z.enum(['0', '1']).default('1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Secret for signed file URLs; generated and kept in the database when not given. */
  FILES_SECRET: z.string().optional(),
  FILES_DIR: z.string().optional(),
  PUBLIC_URL: z.string().optional(),
  /** Shows the pre-release banner on the login page. */
  PRE_RELEASE: z.enum(['0', '1']).default('0'),
  /** Who may introspect the GraphQL schema: all staff, role 7 only (default; off when NODE_ENV=production), nobody. */
  GRAPHQL_INTROSPECTION: z.enum(['all', 'admin', 'off']).optional(),
  /** The proxies whose X-Forwarded-For is believed (see parseTrustProxy); off by default. */
  TRUST_PROXY: z.string().optional(),
  /** Fixed system credential of the one-to-one service (spec 00 §7); configuration, never code. */
  ONE_TO_ONE_TOKEN: z.string().default(''),
  /** Days an exported file or an import report is kept before the retention job deletes it. */
  EXPORT_RETENTION_DAYS: z.coerce.number().positive().default(7),
  /** S3-compatible object storage for files; local disk when S3_BUCKET is not set. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Resource limits per user (docs/decisions/security.md): the largest estimated cost of one GraphQL document. */
  QUERY_MAX_COST: z.coerce.number().int().positive().default(QUERY_COST_DEFAULTS.maxCost),
  /** A document estimated at this cost or more is heavy: it counts against HEAVY_PER_STAFF. */
  QUERY_HEAVY_COST: z.coerce.number().int().positive().default(QUERY_COST_DEFAULTS.heavyCost),
  /** Heavy documents, and synchronous exports, one staff member may have running at once (each kind). */
  HEAVY_PER_STAFF: z.coerce.number().int().positive().default(2),
  /** Heavy documents, and synchronous exports, running at once on this instance (each kind). */
  HEAVY_TOTAL: z.coerce.number().int().positive().default(8),
  /** Export-centre jobs one staff member may have queued or running. */
  EXPORT_JOBS_PER_STAFF: z.coerce.number().int().positive().default(3),
  /**
   * The original client's login captcha: `random` (each image asks a new sum, the production rule) or a
   * number 0-99 that every image's question evaluates to (the simulator, for dev and tests: the
   * original-client walk answers 1). Default: 1 when DEMO=1 outside production, else random.
   * A number is refused when NODE_ENV=production.
   */
  CAPTCHA_ANSWER: z.union([z.literal('random'), z.string().regex(/^\d{1,2}$/, 'a number 0-99 or random')]).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  filesDir: string;
  demo: boolean;
  logLevel: string;
  production: boolean;
  filesSecret?: string;
  publicUrl?: string;
  preRelease: boolean;
  /** GraphQL schema introspection: every staff member, role 7 only, or nobody. */
  graphqlIntrospection: 'all' | 'admin' | 'off';
  /** Fastify's trustProxy: false, or the proxy addresses / ranges allowed to set X-Forwarded-For. */
  trustProxy: string[] | false;
  oneToOneToken: string;
  exportRetentionDays: number;
  /** The answer every login captcha evaluates to (the simulator), or null: random questions, checked. */
  captchaAnswer: string | null;
  limits: ResourceLimits;
  s3?: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
}

function captchaAnswerOf(value: string | undefined, demo: boolean, production: boolean): string | null {
  if (value === 'random') return null;
  if (value !== undefined) {
    if (production) throw new Error('CAPTCHA_ANSWER: a fixed captcha answer is for dev and tests; production checks a random one');
    return String(Number(value));
  }
  return demo && !production ? '1' : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = schema.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    filesDir: resolve(e.FILES_DIR ?? `${dataDir}/files`),
    demo: e.DEMO === '1',
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    filesSecret: e.FILES_SECRET,
    publicUrl: e.PUBLIC_URL,
    preRelease: e.PRE_RELEASE === '1',
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION ?? (e.NODE_ENV === 'production' ? 'off' : 'admin'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    oneToOneToken: e.ONE_TO_ONE_TOKEN,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
    captchaAnswer: captchaAnswerOf(e.CAPTCHA_ANSWER, e.DEMO === '1', e.NODE_ENV === 'production'),
    limits: {
      queryMaxCost: e.QUERY_MAX_COST,
      queryHeavyCost: e.QUERY_HEAVY_COST,
      heavyPerStaff: e.HEAVY_PER_STAFF,
      heavyTotal: e.HEAVY_TOTAL,
      exportJobsPerStaff: e.EXPORT_JOBS_PER_STAFF,
    },
    s3:
      e.S3_BUCKET && e.S3_ENDPOINT && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}
