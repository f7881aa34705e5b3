import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database } from './db';
import type { EventBus } from './events';
import type { FileStorage } from './files';
import type { SmsProvider } from './sms';

/** What every module's register function receives. */
export interface AppDeps {
  config: Config;
  db: Database;
  events: EventBus;
  sms: SmsProvider;
  files: FileStorage;
  log: FastifyBaseLogger;
}
