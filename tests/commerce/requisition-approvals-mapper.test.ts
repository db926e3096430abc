// Who a requisition still waits for (app/commerce/models/requisition.ts): the approvers of its user
// approval and of its cost center approvals while each is PENDING, as ICM's requisition names them;
// each cost center approval with its state; and the recurring order a requisition comes from.
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

describe('the cost center approvals of a requisition', () => {
  const BODO = { firstName: 'Bodo', lastName: 'Boldner', email: 'bboldner@test.intershop.de' };
  const research = { approvers: [JACK], costCenterID: '100402', costCenterName: 'Oil Corp Research' };
  const headquarters = { approvers: [BODO], costCenterID: '100400', costCenterName: 'Oil Corp Headquarters' };

  it('lists every cost center of costCenterApprovals with its state, approver and date once decided', () => {
    const requisition = requisitionWith({
      approvalRequired: true,
      costCenterApproval: { ...research, statusCode: 'APPROVED' },
      costCenterApprovals: [
        { ...research, statusCode: 'APPROVED', approvalDate: Date.UTC(2026, 10, 2), approver: JACK },
        { ...headquarters, statusCode: 'PENDING' },
      ],
    });
    expect(requisition.costCenterApprovals).toEqual([
      { costCenterId: '100402', costCenterName: 'Oil Corp Research', approvers: [JACK], statusCode: 'APPROVED', approver: JACK, approvalDate: '2026-11-02T00:00:00.000Z' },
      { costCenterId: '100400', costCenterName: 'Oil Corp Headquarters', approvers: [BODO], statusCode: 'PENDING' },
    ]);
    expect(requisition.awaitedApprovers).toEqual([BODO]);
  });

  it('takes ICM’s single costCenterApproval when there is no list', () => {
    const requisition = requisitionWith({ approvalRequired: true, costCenterApproval: { ...research, statusCode: 'PENDING' } });
    expect(requisition.costCenterApprovals).toEqual([{ costCenterId: '100402', costCenterName: 'Oil Corp Research', approvers: [JACK], statusCode: 'PENDING' }]);
  });

  it('is empty without a cost center approval', () => {
    expect(requisitionWith({ approvalRequired: true, customerApproval: { approvers: [JANA] } }).costCenterApprovals).toEqual([]);
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
