import { authCalls, billingCalls, type Caller } from '@dating/contracts';
import { Mailer } from '@dating/server';
import { testCallClient } from '@dating/testing';
import { MemberMailer } from '../src/mail/member-mailer';
import { as, join, mailTo, order, pay, portalUrl, startPortal, type Portal } from './portal';

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

  it('is not sent to a member who turned subscription mails off', async () => {
    const [wants, declines] = [await join(portal, 'wants'), await join(portal, 'declines')];
    await turnOff(declines);
    const asBilling = testCallClient(portal.infra, 'svc-billing');
    const mailer = new Mailer(portal.billing.config);
    try {
      const sender = new MemberMailer(asBilling.calls, mailer, portal.billing.config);
      const notice = { kind: 'expired', end: new Date('2026-03-01T10:00:00.000Z') } as const;
      const sent = await sender.send([
        { userId: declines.userId, lang: 'en', notice },
        { userId: wants.userId, lang: 'en', notice },
      ]);
      expect(sent).toBe(1);
      const addressed = portal.mail.messages().flatMap((mail) => mail.To.map((to) => to.Address));
      expect(addressed).toContain('wants@example.com');
      expect(addressed).not.toContain('declines@example.com');
    } finally {
      mailer.close();
      await asBilling.close();
    }
  });
});
