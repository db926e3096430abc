// Wishlists in the database (migration 029): a user's lists with their items, the preferred one,
// and the secure code of a shared list. Every read and write is scoped to the owning user, so
// another user's list is as unknown as a missing one; only `shared` reads without a user, and
// only with the list's current secure code (compared in constant time).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { Db } from '../db/open-database';

export interface WishlistRecord {
  id: string;
  userId: string;
  title: string;
  preferred: boolean;
  secureCode: string | null;
  createdAt: string;
  itemsCount: number;
}

export interface WishlistItemRecord {
  id: string;
  sku: string;
  quantity: number;
  createdAt: string;
}

const newId = () => randomBytes(12).toString('base64url');
/** 256 random bits: unguessable. */
const newSecureCode = () => randomBytes(32).toString('base64url');
const digest = (text: string) => createHash('sha256').update(text).digest();

const COLUMNS = `w.id, w.user_id AS userId, w.title, w.preferred, w.secure_code AS secureCode, w.created_at AS createdAt,
  (SELECT COUNT(*) FROM wishlist_items i WHERE i.wishlist_id = w.id) AS itemsCount`;

type Row = Omit<WishlistRecord, 'preferred'> & { preferred: number };
const record = (row: Row | undefined): WishlistRecord | undefined => row && { ...row, preferred: row.preferred === 1 };

export function createWishlistStore(db: Db, now: () => Date = () => new Date()) {
  const ofUser = db.prepare(`SELECT ${COLUMNS} FROM wishlists w WHERE w.user_id = ? ORDER BY w.created_at, w.id`);
  const byId = db.prepare(`SELECT ${COLUMNS} FROM wishlists w WHERE w.id = ? AND w.user_id = ?`);
  const byIdOnly = db.prepare(`SELECT ${COLUMNS} FROM wishlists w WHERE w.id = ?`);
  const insert = db.prepare('INSERT INTO wishlists (id, user_id, title, preferred, created_at) VALUES (?, ?, ?, ?, ?)');
  const clearPreferred = db.prepare('UPDATE wishlists SET preferred = 0 WHERE user_id = ?');
  const update = db.prepare('UPDATE wishlists SET title = ?, preferred = ? WHERE id = ? AND user_id = ?');
  const remove = db.prepare('DELETE FROM wishlists WHERE id = ? AND user_id = ?');
  const setCode = db.prepare('UPDATE wishlists SET secure_code = ? WHERE id = ? AND user_id = ?');
  const items = db.prepare(`SELECT id, sku, quantity, created_at AS createdAt FROM wishlist_items
    WHERE wishlist_id = ? ORDER BY created_at, id`);
  const addItem = db.prepare(`INSERT INTO wishlist_items (id, wishlist_id, sku, quantity, created_at) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (wishlist_id, sku) DO UPDATE SET quantity = excluded.quantity`);
  const removeItem = db.prepare('DELETE FROM wishlist_items WHERE wishlist_id = ? AND sku = ?');

  const find = (userId: string, id: string) => record(byId.get(id, userId) as Row | undefined);

  return {
    list: (userId: string): WishlistRecord[] => (ofUser.all(userId) as Row[]).map(row => record(row)!),
    find,
    create: db.transaction((userId: string, title: string, preferred: boolean): WishlistRecord => {
      if (preferred) clearPreferred.run(userId);
      const id = newId();
      insert.run(id, userId, title, preferred ? 1 : 0, now().toISOString());
      return find(userId, id)!;
    }),
    /** Sets title and preferred flag; a preferred list makes the user's others not preferred. */
    update: db.transaction((userId: string, id: string, title: string, preferred: boolean): WishlistRecord | undefined => {
      if (!find(userId, id)) return undefined;
      if (preferred) clearPreferred.run(userId);
      update.run(title, preferred ? 1 : 0, id, userId);
      return find(userId, id);
    }),
    remove: (userId: string, id: string): boolean => remove.run(id, userId).changes > 0,
    items: (id: string): WishlistItemRecord[] => items.all(id) as WishlistItemRecord[],
    /** Adds the SKU (a second add sets its quantity). */
    addItem: (id: string, sku: string, quantity: number): void => {
      addItem.run(newId(), id, sku, quantity, now().toISOString());
    },
    removeItem: (id: string, sku: string): boolean => removeItem.run(id, sku).changes > 0,
    /** The list's secure code, made on its first share; sharing again keeps it (links already sent stay valid). */
    share: (list: WishlistRecord): string => {
      if (list.secureCode) return list.secureCode;
      const code = newSecureCode();
      setCode.run(code, list.id, list.userId);
      return code;
    },
    /** Invalidates the secure code: every link sent so far stops working. */
    unshare: (list: WishlistRecord): void => {
      setCode.run(null, list.id, list.userId);
    },
    /** The shared list with this id, owner and current secure code; undefined for anything else. */
    shared(id: string, owner: string, secureCode: string): WishlistRecord | undefined {
      const found = record(byIdOnly.get(id) as Row | undefined);
      const matches = found?.secureCode != null && timingSafeEqual(digest(found.secureCode), digest(secureCode));
      return matches && found.userId === owner ? found : undefined;
    },
  };
}

export type WishlistStore = ReturnType<typeof createWishlistStore>;
