import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { listMigrations, migrate, schemaVersion } from '../../commerce-api/db/migrate';
import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { seedCmsContent } from '../../commerce-api/seed/cms-content';
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

  it("gives content seeded before 034 the PWA's includes and view contexts, and a fresh database the seed beside them", () => {
    /** The header navigation include, the help page's navigation depth, the view contexts, the home page's teasers. */
    const content = () => [
      db.prepare("SELECT COUNT(*) FROM cms_entry_points WHERE id = 'include.header.navigation.pagelet2-Include'").pluck().get(),
      db.prepare("SELECT value FROM cms_parameters WHERE pagelet_id = 'cmp_help_static' AND name = 'NavigationDepth'").pluck().get(),
      db.prepare('SELECT COUNT(*) FROM cms_view_contexts').pluck().get(),
      db.prepare("SELECT COUNT(*) FROM cms_pagelets WHERE entry_point_id = 'include.homepage.content.pagelet2-Include'").pluck().get(),
    ];
    migrate(openFresh(), listMigrations().filter(migration => migration.version < 34));
    seedCmsContent(db);
    migrate(db);
    expect(content()).toEqual([1, '2', 15, 4]);
    seedCmsContent(db); // the seed finds its content and writes nothing twice
    expect(content()).toEqual([1, '2', 15, 4]);
    db.close();
    rmSync(directory, { recursive: true, force: true });

    // a first start: 034 runs before the seed, which still writes its content
    migrate(openFresh());
    seedCmsContent(db);
    expect(content()).toEqual([1, '2', 15, 4]);
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

  it('keeps spendings and cost center approvals when cost centers per line item arrive (021)', () => {
    const before021 = listMigrations().filter(migration => migration.version < 21);
    migrate(openFresh(), before021);
    db.pragma('foreign_keys = OFF');
    db.prepare(`INSERT INTO customers (id, customer_no, type, created_at, budget_price_type) VALUES ('c1', 'C1', 'SMBCustomer', '2026-01-01', 'net')`).run();
    db.prepare(`INSERT INTO spendings (order_id, customer_id, user_id, cost_center_id, currency, amount_cents, booked_at)
      VALUES ('o1', 'c1', 'u1', 'cc1', 'EUR', 1234, '2026-01-02')`).run();
    db.prepare(`INSERT INTO requisitions (id, requisition_no, customer_id, user_id, token_hash, cost_center_id, needs_customer_approval,
        needs_cost_center_approval, creation_date, currency, total_gross_cents, total_net_cents, line_item_count, document, cost_center_approval_json)
      VALUES ('r1', 1, 'c1', 'u1', 't', 'cc1', 0, 1, '2026-01-02', 'EUR', 1190, 1000, 1, '{}', '{"approvalDate":"2026-01-03"}')`).run();
    migrate(db);
    expect(db.prepare('SELECT order_id, share, cost_center_id, amount_cents FROM spendings').all()).toEqual([
      { order_id: 'o1', share: 0, cost_center_id: 'cc1', amount_cents: 1234 },
    ]);
    expect(db.prepare('SELECT * FROM requisition_cost_centers').all()).toEqual([
      { requisition_id: 'r1', cost_center_id: 'cc1', amount_cents: 1000, needs_approval: 1, approval_json: '{"approvalDate":"2026-01-03"}' },
    ]);
  });
});
