import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db';
import type { EventBus } from './events';
import type { FileStorage } from './files';
import type { JobRunner } from './jobs';
import type { SmsProvider } from './sms';

/** What every module's register function receives. */
export interface AppDeps {
  config: Config;
  db: Database;
  events: EventBus;
  sms: SmsProvider;
  files: FileStorage;
  log: FastifyBaseLogger;
  /** Background jobs: register a kind's handler here; enqueue with enqueueJob inside the causing transaction. */
  jobs: JobRunner;
}
