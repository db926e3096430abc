// Which customer types need the shop's approval after registration (CUSTOMER_APPROVAL_TYPES, a
// comma list of SMB and PRIVATE; default SMB). The configurations answer shows the list as
// `general.customerTypeForLoginApproval`, which the storefront reads to show the approval page.
import type { CustomerType } from './customer-store';

export type ApprovalCustomerType = 'SMB' | 'PRIVATE';

const BY_NAME: Record<string, ApprovalCustomerType> = { SMB: 'SMB', PRIVATE: 'PRIVATE' };

/** The types named in the variable (unknown names are left out); unset means SMB, '' none. */
export function approvalTypesFrom(value: string | undefined): ApprovalCustomerType[] {
  if (value === undefined) return ['SMB'];
  const names = value.split(',').map(name => BY_NAME[name.trim().toUpperCase()]);
  return [...new Set(names.filter(name => name !== undefined))];
}

export function needsApproval(type: CustomerType, approvalTypes: readonly ApprovalCustomerType[]): boolean {
  return approvalTypes.includes(type === 'SMBCustomer' ? 'SMB' : 'PRIVATE');
}
