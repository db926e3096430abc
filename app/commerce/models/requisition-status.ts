// What pages need of requisitions without the wire schemas (no zod in the browser's bundles): the
// statuses, the two views, and a person's name as pages show it.
export const REQUISITION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];
export type RequisitionView = 'buyer' | 'approver';

/** A person's name as pages show it: first and last name, else the e-mail address. */
export function personName(person: { firstName?: string; lastName?: string; email?: string } | undefined): string | undefined {
  return person ? [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email : undefined;
}
