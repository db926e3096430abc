import Database from 'better-sqlite3';

export type Db = Database.Database;

/** Opens the commerce database file with the connection settings every caller relies on. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  return db;
}
