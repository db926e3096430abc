import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type { Db } from './open-database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const MIGRATIONS_DIRECTORY = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d+)_([\w-]+)\.sql$/;

/** The numbered SQL files of db/migrations, in version order. */
export function listMigrations(directory = MIGRATIONS_DIRECTORY): Migration[] {
  const migrations = readdirSync(directory)
    .map(file => ({ file, match: MIGRATION_FILE.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({
      version: Number(match[1]),
      name: match[2],
      sql: readFileSync(`${directory}/${file}`, 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
  const versions = new Set<number>();
  for (const migration of migrations) {
    if (versions.has(migration.version)) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
    versions.add(migration.version);
  }
  return migrations;
}

/** Applies every migration newer than the database's schema version, each in its own transaction. */
export function migrate(db: Db, migrations: Migration[] = listMigrations()): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map(version => Number(version)),
  );
  const record = db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)');
  const newlyApplied: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    newlyApplied.push(migration.version);
  }
  return newlyApplied;
}

export function schemaVersion(db: Db): number {
  const row = db.prepare('SELECT MAX(version) AS version FROM schema_migrations').get() as { version: number | null };
  return row.version ?? 0;
}
