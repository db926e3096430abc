import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { listMigrations, migrate, schemaVersion } from '../../commerce-api/db/migrate';
import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { seedDatabase } from '../../commerce-api/seed/load';
import { TEST_CATALOG } from './fixtures/test-catalog';

describe('database migrations', () => {
  let directory: string;
  let db: Db;

  const openFresh = () => {
    directory = mkdtempSync(join(tmpdir(), 'commerce-migrations-'));
    db = openDatabase(join(directory, 'commerce.sqlite'));
    return db;
  };

  afterEach(() => {
    db?.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('applies every migration once and records it', () => {
    const applied = migrate(openFresh());
    const versions = listMigrations().map(migration => migration.version);
    expect(applied).toEqual(versions);
    expect(schemaVersion(db)).toBe(Math.max(...versions));
    expect(db.prepare('SELECT COUNT(*) FROM schema_migrations').pluck().get()).toBe(versions.length);
  });

  it('applies nothing when run again', () => {
    migrate(openFresh());
    expect(migrate(db)).toEqual([]);
  });

  it('opens the database in WAL mode with foreign keys enforced', () => {
    openFresh();
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
  });

  it('rolls a failing migration back completely', () => {
    migrate(openFresh());
    const broken = { version: 999, name: 'broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM no_such_table;' };
    expect(() => migrate(db, [...listMigrations(), broken])).toThrow();
    expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'half_done'").pluck().get()).toBe(0);
    expect(schemaVersion(db)).toBeLessThan(999);
  });

  it("keeps the recurring orders' runs when 022 rebuilds their table for requisition runs", () => {
    migrate(openFresh(), listMigrations().filter(migration => migration.version < 22));
    db.prepare(`INSERT INTO recurring_orders (id, document_number, basket_id, token_hash, currency, locale, snapshot, creation_document,
        recurrence_interval, start_date, creation_date) VALUES ('r1', 50000001, 'b1', 'owner', 'EUR', 'en_US', '{}', '{}', 'P1M', '2030-01-31', '2030-01-30')`).run();
    db.prepare(`INSERT INTO recurring_order_runs (recurring_order_id, occurrence, scheduled_date, run_at, outcome, order_id)
        VALUES ('r1', 0, '2030-01-31', '2030-01-31T09:00:00Z', 'PLACED', 'o1')`).run();
    migrate(db);
    expect(db.prepare('SELECT outcome, order_id AS orderId, requisition_id AS requisitionId FROM recurring_order_runs').all()).toEqual([
      { outcome: 'PLACED', orderId: 'o1', requisitionId: null },
    ]);
    db.prepare(`INSERT INTO recurring_order_runs (recurring_order_id, occurrence, scheduled_date, run_at, outcome, requisition_id)
        VALUES ('r1', 1, '2030-02-28', '2030-02-28T09:00:00Z', 'REQUISITION', 'recurring-r1-1')`).run();
    db.prepare("DELETE FROM recurring_orders WHERE id = 'r1'").run();
    expect(db.prepare('SELECT COUNT(*) FROM recurring_order_runs').pluck().get()).toBe(0);
  });

  it('seeding twice replaces the catalogue instead of duplicating it', () => {
    migrate(openFresh());
    seedDatabase(db, TEST_CATALOG);
    const count = () => db.prepare('SELECT COUNT(*) FROM products').pluck().get();
    const first = count();
    seedDatabase(db, TEST_CATALOG);
    expect(count()).toBe(first);
    expect(first).toBe(TEST_CATALOG.products.length);
  });

  it('refuses a catalogue that refers to an unknown product, leaving the database unchanged', () => {
    migrate(openFresh());
    const broken = {
      ...TEST_CATALOG,
      products: TEST_CATALOG.products.map(product =>
        product.sku === 'BUNDLE-VLOG' ? { ...product, bundledProducts: [{ sku: 'MISSING', quantity: 1 }] } : product,
      ),
    };
    expect(() => seedDatabase(db, broken)).toThrow(/MISSING/);
    expect(db.prepare('SELECT COUNT(*) FROM products').pluck().get()).toBe(0);
  });
});
