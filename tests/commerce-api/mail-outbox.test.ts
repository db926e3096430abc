// The outbox: a mail exists exactly when the change that causes it does, and the newest comes first.
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type Db, openDatabase } from '../../commerce-api/db/open-database';
import { type Outbox, createOutbox } from '../../commerce-api/mail/outbox';
import { createSeededDatabase } from './support';

let dbFile: string;
let db: Db;
let outbox: Outbox;

beforeEach(() => {
  dbFile = createSeededDatabase().dbFile;
  db = openDatabase(dbFile);
  outbox = createOutbox(db, () => new Date('2030-05-01T10:00:00.000Z'));
});

afterEach(() => {
  db.close();
  rmSync(dirname(dbFile), { recursive: true, force: true });
});

const mail = (to: string) => ({ to, subject: 'Hello', text: 'Text' });

describe('mail outbox', () => {
  it('keeps a mail enqueued in a transaction that commits, waiting for delivery', () => {
    const id = db.transaction(() => outbox.enqueue(mail('a@example.org')))();

    expect(outbox.find(id)).toEqual({
      id,
      to: 'a@example.org',
      subject: 'Hello',
      text: 'Text',
      createdAt: '2030-05-01T10:00:00.000Z',
      sentAt: null,
      attempts: 0,
      lastError: null,
      nextAttemptAt: '2030-05-01T10:00:00.000Z',
    });
  });

  it('drops a mail enqueued in a transaction that rolls back', () => {
    const failingChange = db.transaction(() => {
      outbox.enqueue(mail('a@example.org'));
      throw new Error('the change failed');
    });

    expect(failingChange).toThrow('the change failed');
    expect(outbox.newest(10)).toEqual([]);
  });

  it('lists the newest mail first', () => {
    outbox.enqueue(mail('first@example.org'));
    outbox.enqueue(mail('second@example.org'));

    expect(outbox.newest(10).map(entry => entry.to)).toEqual(['second@example.org', 'first@example.org']);
  });
});
