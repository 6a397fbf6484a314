import { outboxDrained } from '@dating/testing';
import { authCalls, billingCalls, type Caller } from '@dating/contracts';
import {
  as,
  join,
  mailTo,
  order,
  outbox,
  pay,
  portalUrl,
  startPortal,
  type Portal,
} from './portal';

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(() => portal?.stop());

const turnOff = (member: Caller) =>
  portal.auth.calls.call(
    authCalls.mailSettingsUpdate,
    { user_id: member.userId, subscription: false },
    { caller: member },
  );

describe("a member's subscription e-mail", () => {
  it('carries the link that turns these mails off, in its footer and its List-Unsubscribe header', async () => {
    const member = await join(portal, 'footer');
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
    const mail = await mailTo(portal, 'footer', 'Your subscription is active');

    const [link] = mail.ListUnsubscribe.Links;
    expect(link).toMatch(
      new RegExp(`^${portalUrl}/unsubscribe\\?token=${member.userId}\\.subscription\\.`),
    );
    expect(mail.Text).toContain(`Don't want these e-mails? Turn them off: ${link}`);
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(await portal.auth.calls.call(authCalls.mailUnsubscribe, { token })).toMatchObject({
      kind: 'subscription',
    });
  });

  it('is not sent to a member who turned subscription mails off: it leaves the outbox unsent', async () => {
    const [wants, declines] = [await join(portal, 'wants'), await join(portal, 'declines')];
    await turnOff(declines);
    for (const member of [declines, wants]) {
      const purchaseId = await order(portal, member);
      await pay(portal, member, purchaseId);
      await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
    }
    await mailTo(portal, 'wants', 'Your subscription is active');
    await outboxDrained(portal.billing);
    expect(await outbox(portal, declines)).toEqual([]);
    const addressed = portal.mail.messages().flatMap((mail) => mail.To.map((to) => to.Address));
    expect(addressed).not.toContain('declines@example.com');
  });
});
