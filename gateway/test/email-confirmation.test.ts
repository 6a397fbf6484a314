import { Messages, MessageCode, failed, said, currentAcceptance } from '@dating/contracts';
import {
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { billingService } from '@dating/svc-billing';
import { interestService } from '@dating/svc-interest';
import { profileService } from '@dating/svc-profile';
import { startGatewayUnderTest, type GatewayUnderTest } from './gateway-under-test';
import { plainPhoto } from './slip-images';

// An unconfirmed member through two gateway replicas that trust a verified session for a
// minute: browsing works, showing interest and paying are refused until the link is opened.

const password = 'a long enough password';
let infra: TestInfrastructure;
let mail: MailCatcher;
let auth: ServiceUnderTest<AuthConfig>;
let services: { stop(): Promise<void> }[] = [];
let first: GatewayUnderTest;
let second: GatewayUnderTest;

const to = (address: string) => (caught: CaughtMail) =>
  caught.To.some((recipient) => recipient.Address === address);
const refusal = {
  status: 'FAILED',
  message: Messages.emailNotConfirmed,
  code: 'emailNotConfirmed',
};

async function registerThroughTheBrowser(
  username: string,
): Promise<{ token: string; userId: number }> {
  const headers = { 'x-forwarded-for': '203.0.113.7' };
  const email = `${username}@example.com`;
  const created = await first.call('POST', '/api/create-user-login', {
    body: { email, username, password, ...currentAcceptance },
    headers,
  });
  expect(created.status).toBe(200);
  const login = await first.call('POST', '/api/user/login', {
    body: { username, password },
    headers,
  });
  return { token: String(login.body.token), userId: Number(login.body.user_id) };
}

async function uploadReceipt(gateway: GatewayUnderTest, token: string) {
  const form = new FormData();
  const image = await plainPhoto();
  form.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'slip.jpg');
  return gateway.call('POST', '/api/purchase/upload', { raw: form, token });
}

beforeAll(async () => {
  infra = await startTestInfrastructure();
  mail = await startMailCatcher();
  auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'admin-password', SMTP_URL: mail.smtpUrl },
  });
  services = [await startServiceUnderTest(profileService, { infra })];
  services.push(
    ...(await Promise.all([
      startServiceUnderTest(interestService, { infra }),
      startServiceUnderTest(billingService, { infra }),
    ])),
  );
  const env = { SESSION_CACHE_MS: '60000' };
  first = await startGatewayUnderTest(infra, env);
  second = await startGatewayUnderTest(infra, env);
}, 180_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await Promise.all(services.map((service) => service.stop()));
  await auth?.stop();
  await mail?.stop();
  await infra?.stop();
});

describe('a member who has not confirmed the e-mail address', () => {
  it('may browse, is refused interest, orders and receipts with 403, and may do them on every replica once the link is opened', async () => {
    const other = await first.register('confirmed-other');
    const member = await registerThroughTheBrowser('unconfirmed');
    const own = { user_id: member.userId };

    const authen = await second.call('POST', '/api/authen', { body: {}, token: member.token });
    expect(authen.body).toMatchObject({
      email: 'unconfirmed@example.com',
      email_confirmed: false,
      pending_email: null,
    });
    const browse = await second.call('POST', '/api/get-user-interest', {
      body: own,
      token: member.token,
    });
    expect(browse.status).toBe(200);

    const attempts = (gateway: GatewayUnderTest) =>
      Promise.all([
        gateway.call('POST', '/api/create-interest', {
          body: { ...own, user_interest_id: other.userId },
          token: member.token,
        }),
        gateway.call('POST', '/api/manage-interest', {
          body: { ...own, user_interest_id: other.userId, action: 'match' },
          token: member.token,
        }),
        gateway.call('POST', '/api/create-purchase-order', {
          body: { ...own, package_id: 1 },
          token: member.token,
        }),
        gateway.call('POST', '/api/update-purchase-order', {
          body: { purchase_id: 1, purchase_img_file: '3f1c0c4e-5a8e-4a61-9a55-0e5b2f0b7d11' },
          token: member.token,
        }),
        uploadReceipt(gateway, member.token),
      ]);
    for (const gateway of [first, second]) {
      for (const answer of await attempts(gateway)) {
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(refusal);
      }
    }

    const link = await mail.waitFor(to('unconfirmed@example.com'));
    const token = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(link.Text)?.[1];
    const confirmed = await second.call('POST', '/api/confirm-email', { body: { token } });
    expect(confirmed.body).toEqual({ status: 'OK', ...said(MessageCode.emailConfirmed) });

    // The replica that relayed the confirmation heard the event before its answer.
    for (const answer of await attempts(second)) expect(answer.body).not.toEqual(refusal);
    // The other one hears it at once too: far sooner than its cached answer's minute.
    const deadline = Date.now() + 5000;
    let answers = await attempts(first);
    while (
      answers.some((answer) => answer.body.message === refusal.message) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      answers = await attempts(first);
    }
    for (const answer of answers) expect(answer.body).not.toEqual(refusal);
    const interest = await first.call('POST', '/api/get-interest-relation', {
      body: { ...own, user_interest_id: other.userId },
      token: member.token,
    });
    expect(interest.status).toBe(200);
    const again = await first.call('POST', '/api/authen', { body: {}, token: member.token });
    expect(again.body).toMatchObject({ email_confirmed: true });
  });

  it('answers the confirmation routes through the gateway', async () => {
    const member = await registerThroughTheBrowser('resender');
    const tooSoon = await first.call('POST', '/api/resend-confirmation', {
      body: {},
      token: member.token,
    });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toEqual(failed(MessageCode.confirmationTooSoon));

    const changed = await first.call('POST', '/api/change-email', {
      body: { email: 'resender.new@example.com', password },
      token: member.token,
    });
    expect(changed.body).toEqual({ status: 'OK', ...said(MessageCode.emailChangeSent) });
    const visitor = await first.call('POST', '/api/change-email', {
      body: { email: 'x@example.com', password },
    });
    expect(visitor.status).toBe(401);
    const invalid = await first.call('POST', '/api/confirm-email', { body: { token: 'nope' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual(failed(MessageCode.emailLinkInvalid));
  });
});
