import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../platform/deps';
import { registerAuthRoutes } from './auth/routes';
import { registerFileRoutes } from './files/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerOplogRoutes } from './oplog/routes';
import { registerSystemRoutes } from './system/routes';

/** Every business area registers its routes (and query models) here. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerSystemRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerOplogRoutes(app, deps);
  registerFileRoutes(app, deps);
}
