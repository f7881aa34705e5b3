/**
 * Makes the first top administrator (for installations started with DEMO=0).
 * Usage: npm run create-admin -- --user admin --name 管理员 --mobile 13900000000 --password '...'
 */
import { parseArgs } from 'node:util';
import { newPasswordSchema, mobileSchema } from '@console/domain';
import { hashPassword } from '../apps/server/src/platform/auth/password';
import { loadConfig } from '../apps/server/src/platform/config';
import { migrate, openDatabase } from '../apps/server/src/platform/db';

const { values } = parseArgs({
  options: {
    user: { type: 'string', default: 'admin' },
    name: { type: 'string', default: '超级管理员' },
    mobile: { type: 'string' },
    password: { type: 'string' },
  },
});

async function main() {
  const password = values.password ?? process.env.ADMIN_PASSWORD;
  if (!values.mobile || !password) {
    console.error('需要 --mobile 和 --password（或环境变量 ADMIN_PASSWORD） / --mobile and --password are required');
    process.exit(2);
  }
  const pw = newPasswordSchema.safeParse(password);
  if (!pw.success) throw new Error(pw.error.issues[0]?.message);
  const mobile = mobileSchema.parse(values.mobile);
  const config = loadConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await db.query(
    `INSERT INTO staff (user_name, real_name, mobile, password_hash, role_id, role_ids, subject_list)
     VALUES ($1, $2, $3, $4, '7', ARRAY['7'], ARRAY[0,1,3,5,6,9,10,11])`,
    [values.user, values.name, mobile, await hashPassword(password)],
  );
  console.log(`已创建超级管理员 ${values.user} / created top administrator ${values.user}`);
  await db.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
