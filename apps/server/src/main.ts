import { buildApp } from './app';
import { loadConfig } from './platform/config';
import { migrate, openDatabase } from './platform/db';
import { DEMO_PASSWORD, ensureDemoAccounts } from './platform/demo/accounts';

async function main(): Promise<void> {
  const config = loadConfig();
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  const { app } = await buildApp({ config, db });
  if (config.demo && (await ensureDemoAccounts(db))) app.log.info('demo accounts loaded');
  const { loadDemoDataIfEmpty } = await import('./platform/demo/data');
  if (config.demo) await loadDemoDataIfEmpty(db, app.log);
  await app.listen({ port: config.port, host: config.host });
  const url = `http://localhost:${config.port}`;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  console.log(`\n  员工控制台已启动 / Staff console ready: ${url}/login/#/  (${where}, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (config.demo) console.log(`  演示账号 / demo login: admin / ${DEMO_PASSWORD}  (other accounts: README)\n`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
