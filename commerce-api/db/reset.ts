// npm run db:reset: deletes the database file and creates it anew with the demo catalogue.
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

import { buildCatalog } from '../seed/catalog';
import { seedDatabase } from '../seed/load';
import { migrate } from './migrate';
import { openDatabase } from './open-database';

const dbFile = resolve(process.cwd(), process.env.COMMERCE_API_DB ?? 'data/commerce.sqlite');

for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbFile}${suffix}`, { force: true });
mkdirSync(dirname(dbFile), { recursive: true });

const db = openDatabase(dbFile);
try {
  const applied = migrate(db);
  seedDatabase(db, buildCatalog());
  const products = db.prepare('SELECT COUNT(*) FROM products').pluck().get();
  console.log(`${dbFile}: schema ${applied.join(', ')} applied, ${products} products seeded`);
} finally {
  db.close();
}
