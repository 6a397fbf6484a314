import { authCalls, billingCalls, ErrorCode, Messages, type Caller } from '@dating/contracts';
import { serviceFailure } from '@dating/testing';
import { as, join, order, pay, sql, startPortal, type Portal } from './portal';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
}, 60000);

afterAll(() => portal?.stop());

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const billingKnows = async (member: Caller, active: boolean) =>
  (
    await sql<{ active: boolean }>(portal, 'SELECT active FROM member_status WHERE user_id = $1', [
      member.userId,
    ])
  )[0]?.active === active;

const auditActions = async () =>
  (
    await portal.auth.calls.call(authCalls.auditList, { page: 1 }, { caller: portal.admin })
  ).rows.map((row) => [row.action, row.object]);

describe('a member svc-auth deactivates', () => {
  it('may not order until reactivated', async () => {
    const member = await join(portal, 'ploy');
    await portal.auth.calls.call(
      authCalls.adminMemberDeactivate,
      { user_id: member.userId, reason: 'fake receipts' },
      { caller: portal.admin },
    );
    await until(() => billingKnows(member, false));
    expect(await serviceFailure(order(portal, member))).toEqual({
      code: ErrorCode.Forbidden,
      message: Messages.accountDeactivated,
      messageCode: 'accountDeactivated',
    });

    await portal.auth.calls.call(
      authCalls.adminMemberReactivate,
      { user_id: member.userId },
      { caller: portal.admin },
    );
    await until(() => billingKnows(member, true));
    expect(await order(portal, member)).toBeGreaterThan(0);
  });
});

describe("the admin's billing actions", () => {
  it('are in the audit log', async () => {
    const member = await join(portal, 'somchai');
    const saved = await as(portal, portal.admin)(billingCalls.packageSave, {
      name: 'Audit week',
      price: 99,
      detail: 'One week',
      duration_days: 7,
    });
    const purchaseId = await order(portal, member, saved.package.package_id);
    await pay(portal, member, purchaseId);
    await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
    const other = await join(portal, 'nok');
    const refusedId = await order(portal, other, saved.package.package_id);
    await pay(portal, other, refusedId);
    await as(portal, portal.admin)(billingCalls.orderReject, {
      purchase_id: refusedId,
      reason: 'The amount on the slip is wrong',
    });
    const expected = [
      ['purchase.reject', `purchase:${refusedId}`],
      ['purchase.approve', `purchase:${purchaseId}`],
      ['package.save', `package:${saved.package.package_id}`],
    ];
    await until(async () => {
      const actions = JSON.stringify(await auditActions());
      return expected.every((entry) => actions.includes(JSON.stringify(entry)));
    });
    const actions = await auditActions();
    expect(actions.slice(0, 3)).toEqual(expected);
  });
});
