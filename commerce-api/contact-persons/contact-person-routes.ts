// GET contactpersons (business-and-integration §3, §7.4): the shop's contact persons as ICM's
// collection of ContactPerson elements — id, firstName, lastName and, where known, photo, email,
// phone, title, homePage, company and position. The bundled API answers it anonymously: the
// persons are the shop's public contacts, the same for every visitor.
import type { FastifyInstance } from 'fastify';

import type { Db } from '../db/open-database';

interface ContactPersonRow {
  id: string;
  photo: string | null;
  email: string | null;
  firstName: string;
  lastName: string;
  phone: string | null;
  title: string | null;
  homePage: string | null;
  company: string | null;
  position: string | null;
}

/** The row as ICM's element: fields without a value are left out, as ICM leaves them out. */
function contactPersonData(row: ContactPersonRow) {
  const present = Object.entries(row).filter(([, value]) => value !== null);
  return { ...Object.fromEntries(present), type: 'ContactPerson' };
}

export function registerContactPersonRoutes(app: FastifyInstance, db: Db): void {
  const all = db.prepare<[], ContactPersonRow>(`SELECT id, photo, email, first_name AS firstName, last_name AS lastName, phone,
    title, home_page AS homePage, company, job_position AS position FROM contact_persons ORDER BY contact_persons.position`);
  app.get('/contactpersons', async () => ({ type: 'ResourceCollection', name: 'contactpersons', elements: all.all().map(contactPersonData) }));
}
