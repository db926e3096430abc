// The shop's contact persons (business-and-integration §7.4: `GET contactpersons`), shown by the CMS's
// contact persons component. Public, the same for every visitor: the answer may come from the shared cache.
import type { Transport } from './icm-transport.server';
import { type ContactPerson, contactPersonsDataSchema, mapContactPersons } from './models/contact-person';

export function createContactPersonsResource(t: Transport) {
  return {
    async list(): Promise<ContactPerson[]> {
      return mapContactPersons(await t.request('contactpersons', { cacheable: true, schema: contactPersonsDataSchema }));
    },
  };
}
