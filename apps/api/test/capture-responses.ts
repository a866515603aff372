/**
 * Writes `test/fixtures/responses.json`: the answers of the code of the day to the requests of
 * `responses.ts`, on the demo data in PGlite. Run it only when an answer is MEANT to change:
 *
 *   pnpm --filter @lightbearers/api fixtures:responses
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.js';
import { demoService, replay } from './responses.js';

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'responses.json');
const database = await openDatabase({ dataDir: 'memory://' });
try {
  const answers = await replay(await demoService(database));
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(answers, null, 2)}\n`);
  console.log(`${Object.keys(answers).length} answers written to ${path.relative(process.cwd(), file)}`);
} finally {
  await database.close();
}
