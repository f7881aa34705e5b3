// A server instance reduced to its job runner, started as a child process by jobs-instances.test.ts so
// the test can SIGKILL it in the middle of a job. Argument: the database URL.
import { openPostgres } from '../../db/postgres';
import { JobRunner } from '../runner';
import { registerEffectKind } from './test-kinds';

const db = await openPostgres(process.argv[2], 3);
const runner = new JobRunner(db, { instanceId: `child-${process.pid}`, leaseMs: 1500, pollMs: 200 });
registerEffectKind(db, runner);
await runner.start();
process.stdout.write('ready\n');
