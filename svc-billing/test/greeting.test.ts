import { billingCalls, profileCalls, type Caller } from '@dating/contracts';
import { startServiceUnderTest, type ServiceUnderTest } from '@dating/testing';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { as, join, mailTo, order, pay, startPortal, type Portal } from './portal';

let portal: Portal;
let profile: ServiceUnderTest<ProfileConfig> | undefined;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(async () => {
  await profile?.stop();
  await portal?.stop();
});

/** A member's purchase approved by the admin, and the e-mail that tells them. */
async function approvalMail(member: Caller) {
  const purchaseId = await order(portal, member);
  await pay(portal, member, purchaseId);
  await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
  return mailTo(portal, member.username, 'Your subscription is active');
}

describe("a member's e-mail", () => {
  it('greets by username while svc-profile does not answer', async () => {
    const mail = await approvalMail(await join(portal, 'noprofile'));
    expect(mail.Text).toContain('Hello noprofile,');
  });

  it('greets by the name on the profile', async () => {
    profile = await startServiceUnderTest(profileService, { infra: portal.infra });
    const member = await join(portal, 'malee2026');
    await profile.calls.call(
      profileCalls.userInfoSave,
      {
        user_id: member.userId,
        name: 'Malee Srisuk',
        gender: 'F',
        birthdate: '1994-02-11',
        country: 'Thailand',
      },
      { caller: member },
    );
    const mail = await approvalMail(member);
    expect(mail.Text).toContain('Hello Malee Srisuk,');
    expect(mail.Text).not.toContain('malee2026,');
  });
});
