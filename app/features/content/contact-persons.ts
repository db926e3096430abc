// The contact persons component's view of a contact person (business-and-integration §3): the name
// with its title, and only links that are safe: the email as mailto, the phone as tel, the home page
// when it is an http(s) URL, the photo when it is one or a path of the shop. A field that fails its
// rule is shown as text (email, phone) or left out (home page, photo); a person without a name is
// left out.
import type { ContactPerson } from '~/commerce/models/contact-person';
import { isShopPath } from '~/http/shop-path';

export interface ContactPersonCard {
  id: string;
  name: string;
  photo?: string;
  company?: string;
  position?: string;
  email?: { text: string; href?: string };
  phone?: { text: string; href?: string };
  homePage?: string;
}

/** An address and nothing more: no query (`?subject=`, `&cc=`), fragment, percent escapes or markup. */
const EMAIL = /^[\w.+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;

const trimmed = (value: string | undefined) => value?.trim() || undefined;

function webUrl(value: string | undefined): string | undefined {
  const text = trimmed(value);
  if (!text || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

function photoUrl(value: string | undefined): string | undefined {
  const text = trimmed(value);
  return text && isShopPath(text) ? text : webUrl(text);
}

function phoneLink(value: string | undefined): ContactPersonCard['phone'] {
  const text = trimmed(value);
  if (!text) return undefined;
  const digits = text.replace(/[^\d+]/g, '');
  return { text, href: /^\+?\d{3,}$/.test(digits) ? `tel:${digits}` : undefined };
}

export function toContactPersonCard(person: ContactPerson): ContactPersonCard | undefined {
  const name = [person.title, person.firstName, person.lastName].map(trimmed).filter(Boolean).join(' ');
  if (!name) return undefined;
  const email = trimmed(person.email);
  return {
    id: person.id,
    name,
    photo: photoUrl(person.photo),
    company: trimmed(person.company),
    position: trimmed(person.position),
    email: email ? { text: email, href: EMAIL.test(email) ? `mailto:${email}` : undefined } : undefined,
    phone: phoneLink(person.phone),
    homePage: webUrl(person.homePage),
  };
}
