// The contact persons component's view of a person (app/features/content/contact-persons.ts): the
// name with its title, the email as mailto, the phone as tel, the home page only when http(s), the
// photo only when http(s) or a shop path; a person without a name is left out.
import { describe, expect, it } from 'vitest';
import { toContactPersonCard } from '~/features/content/contact-persons';

describe('a contact person card', () => {
  it('links email, phone and home page', () => {
    expect(
      toContactPersonCard({
        id: 'p1',
        title: 'Dr.',
        firstName: 'Patricia',
        lastName: 'Miller',
        email: 'sales@example.com',
        phone: '+49 (3641) 50-1001',
        homePage: 'https://www.example.com/team',
        photo: '/INTERSHOP/static/p1.jpg',
        company: 'inSPIRED',
        position: 'Head of Sales',
      }),
    ).toEqual({
      id: 'p1',
      name: 'Dr. Patricia Miller',
      email: { text: 'sales@example.com', href: 'mailto:sales@example.com' },
      phone: { text: '+49 (3641) 50-1001', href: 'tel:+49364150' + '1001' },
      homePage: 'https://www.example.com/team',
      photo: '/INTERSHOP/static/p1.jpg',
      company: 'inSPIRED',
      position: 'Head of Sales',
    });
  });

  it('links nothing unsafe', () => {
    const card = toContactPersonCard({
      id: 'p2',
      firstName: 'Eve',
      email: 'x@y.z?subject=<script>',
      phone: 'call me',
      homePage: 'javascript:alert(1)',
      photo: '//evil.example/p.jpg',
    })!;
    expect(card.email).toEqual({ text: 'x@y.z?subject=<script>', href: undefined });
    expect(card.phone).toEqual({ text: 'call me', href: undefined });
    expect(card.homePage).toBeUndefined();
    expect(card.photo).toBeUndefined();
    expect(toContactPersonCard({ id: 'p3', homePage: 'data:text/html,x', firstName: 'A' })!.homePage).toBeUndefined();
    // Browsers drop tabs from addresses: '/<tab>/evil.example' is '//evil.example'.
    expect(toContactPersonCard({ id: 'p4', photo: '/\t/evil.example/p.jpg', firstName: 'A' })!.photo).toBeUndefined();
  });

  it('leaves out a person without a name', () => {
    expect(toContactPersonCard({ id: 'p4', email: 'a@b.c', title: ' ' })).toBeUndefined();
  });
});
