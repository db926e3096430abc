// The shop's contact persons (business-and-integration §3, `GET contactpersons`): id, photo, email,
// firstName, lastName, phone, title, homePage, company and position, each but the id optional. What is
// safe to link (mailto, tel, an http(s) home page) is decided where they are shown.
import { z } from 'zod';

import { idString, lenientString } from './lenient-scalars';

export interface ContactPerson {
  id: string;
  photo?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  title?: string;
  homePage?: string;
  company?: string;
  position?: string;
}

const contactPersonDataSchema = z.looseObject({
  id: idString,
  photo: lenientString.optional(),
  email: lenientString.optional(),
  firstName: lenientString.optional(),
  lastName: lenientString.optional(),
  phone: lenientString.optional(),
  title: lenientString.optional(),
  homePage: lenientString.optional(),
  company: lenientString.optional(),
  position: lenientString.optional(),
});

/** `GET contactpersons`. */
export const contactPersonsDataSchema = z.looseObject({ elements: z.array(contactPersonDataSchema).nullish() });

export function mapContactPersons(data: z.infer<typeof contactPersonsDataSchema>): ContactPerson[] {
  return (data.elements ?? []).map(({ id, photo, email, firstName, lastName, phone, title, homePage, company, position }) => ({
    id,
    photo,
    email,
    firstName,
    lastName,
    phone,
    title,
    homePage,
    company,
    position,
  }));
}
