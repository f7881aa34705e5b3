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
  oneToOneToken: string;
  exportRetentionDays: number;
  limits: ResourceLimits;
  s3?: { endpoint: string; region: string; bucket: string; accessKeyId: string; secretAccessKey: string };
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
    oneToOneToken: e.ONE_TO_ONE_TOKEN,
    exportRetentionDays: e.EXPORT_RETENTION_DAYS,
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
