/**
 * `pnpm --filter @lightbearers/api admin:grant <uid|email|@handle>` — makes an existing member an
 * admin (ADR 035): the only way to the first admin, with no default password anywhere. It opens
 * the database the service would (DATABASE_URL, else DATA_DIR), migrates it, changes the role and
 * writes the audit row (actor: none, the operator), in one transaction. The member signs in as
 * usual (Google, TikTok or LINE) first, so that their account exists.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { grantRole } from '../services/members.js';

async function main() {
  const [who, roleArg] = process.argv.slice(2);
  if (!who) {
    console.error(
      'usage: pnpm --filter @lightbearers/api admin:grant <uid|email|@handle> [admin|staff|member]',
    );
    process.exit(2);
  }
  const role = (roleArg ?? 'admin') as 'admin' | 'staff' | 'member';
  if (!['admin', 'staff', 'member'].includes(role)) {
    console.error('the role must be admin, staff or member');
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: 0,
  });
  try {
    const r = await grantRole(database.db, who, role);
    console.log(
      r.changed
        ? `Member ${r.id} (${r.name}) is now ${r.role}.`
        : `Member ${r.id} (${r.name}) was already ${r.role}.`,
    );
  } catch (err) {
    console.error((err as Error).message);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
