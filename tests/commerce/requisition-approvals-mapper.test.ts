// Who a requisition still waits for (app/commerce/models/requisition.ts): the approvers of its user
// approval and of its cost center approval while each is PENDING, as ICM's requisition names them;
// and the recurring order a requisition comes from.
import { describe, expect, it } from 'vitest';
import { mapRequisition, requisitionDataSchema } from '~/commerce/models/requisition';

const JANA = { firstName: 'Jana', lastName: 'Becker', email: 'jbecker@test.intershop.de' };
const JACK = { firstName: 'Jack', lastName: 'Link', email: 'jlink@test.intershop.de' };

const requisitionWith = (approval?: object) =>
  mapRequisition(requisitionDataSchema.parse({ id: 'r1', requisitionNo: '0001', approvalStatus: { statusCode: 'PENDING' }, ...(approval ? { approval } : {}) }));

describe('the approvers a requisition waits for', () => {
  it('names the approvers of both approvals while both are pending', () => {
    const requisition = requisitionWith({
      approvalRequired: true,
      customerApproval: { approvers: [JANA], statusCode: 'PENDING' },
      costCenterApproval: { approvers: [JACK], statusCode: 'PENDING', costCenterID: '100402' },
    });
    expect(requisition.awaitedApprovers).toEqual([JANA, JACK]);
  });

  it('leaves out the approvers of an approval given already', () => {
    const requisition = requisitionWith({
      approvalRequired: true,
      customerApproval: { approvers: [JANA], statusCode: 'APPROVED' },
      costCenterApproval: { approvers: [JACK], statusCode: 'PENDING', costCenterID: '100402' },
    });
    expect(requisition.awaitedApprovers).toEqual([JACK]);
  });

  it('takes an approval without a status as pending', () => {
    expect(requisitionWith({ approvalRequired: true, customerApproval: { approvers: [JANA] } }).awaitedApprovers).toEqual([JANA]);
  });

  it('names nobody when ICM sends no approvals', () => {
    expect(requisitionWith().awaitedApprovers).toBeUndefined();
    expect(requisitionWith({ approvalRequired: true }).awaitedApprovers).toBeUndefined();
  });
});

describe('the recurring order a requisition comes from', () => {
  const parse = (fields: object) => mapRequisition(requisitionDataSchema.parse({ id: 'r1', requisitionNo: '0001', ...fields }));

  it("is the bundled API's recurringOrderID with its number", () => {
    expect(parse({ recurringOrderID: 'rec-1', recurringOrderDocumentNo: '50000001' }).recurringOrder).toEqual({ id: 'rec-1', documentNo: '50000001' });
  });

  it('is absent for a requisition of a basket', () => {
    expect(parse({}).recurringOrder).toBeUndefined();
  });
});
