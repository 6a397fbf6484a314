import { createHash, randomUUID } from 'node:crypto';
import {
  lookObjectKey,
  receiptMetadataKeys,
  Role,
  Subjects,
  uploaderMetadataKey,
  type Caller,
  type CreateOrderResult,
  type CreateUserLoginResult,
  type Language,
  type ReceiptLook,
  type SlipReference,
} from '@dating/contracts';
import { Buckets, ObjectStorage } from '@dating/server';
import {
  ManualClock,
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { type AuthConfig } from '../../svc-auth/src/config';
import { authService } from '../../svc-auth/src/service';
import { type BillingConfig } from '../src/config';
import { defineBillingService } from '../src/service';

export const portalUrl = 'https://portal.test';

/** svc-billing with the real svc-auth beside it on one NATS, object storage and a mail catcher. */
export interface Portal {
  infra: TestInfrastructure;
  clock: ManualClock;
  mail: MailCatcher;
  auth: ServiceUnderTest<AuthConfig>;
  billing: ServiceUnderTest<BillingConfig>;
  storage: ObjectStorage;
  admin: Caller;
  /** Stops what is still running (a test may have stopped a service already). */
  stop(): Promise<void>;
}

export async function startPortal(
  billingEnv: Record<string, string> = {},
  clock = new ManualClock(new Date('2026-03-01T10:00:00.000Z')),
): Promise<Portal> {
  const [infra, mail] = await Promise.all([startTestInfrastructure(), startMailCatcher()]);
  const started = await Promise.allSettled([
    startServiceUnderTest(authService, { infra, env: { ADMIN_PASSWORD: 'admin-password' } }),
    startServiceUnderTest(defineBillingService(clock), {
      infra,
      env: {
        SMTP_URL: mail.smtpUrl,
        MAIL_FROM: 'Portal <no-reply@portal.test>',
        PORTAL_URL: `${portalUrl}/`,
        PROMPTPAY_ID: '081-234-5678',
        PROMPTPAY_NAME: 'Portal Co., Ltd.',
        ...billingEnv,
      },
    }),
  ] as const);
  const [auth, billing] = started;
  if (auth.status === 'rejected' || billing.status === 'rejected') {
    await Promise.all(
      started.map((service) => (service.status === 'fulfilled' ? service.value.stop() : null)),
    );
    await Promise.all([infra.stop(), mail.stop()]);
    throw auth.status === 'rejected' ? auth.reason : (billing as PromiseRejectedResult).reason;
  }
  const running = new Set<ServiceUnderTest<unknown>>([auth.value, billing.value]);
  const stopOnce = (service: ServiceUnderTest<unknown>) =>
    running.delete(service) ? service.stop() : Promise.resolve();
  return {
    infra,
    clock,
    mail,
    auth: { ...auth.value, stop: () => stopOnce(auth.value) },
    billing: { ...billing.value, stop: () => stopOnce(billing.value) },
    storage: new ObjectStorage(billing.value.config),
    admin: { userId: 1, username: 'admin', role: Role.Admin },
    async stop() {
      await Promise.all([...running].map((service) => stopOnce(service)));
      await Promise.all([infra.stop(), mail.stop()]);
    },
  };
}

/** A member with an account in svc-auth (their e-mail is `<username>@example.com`). */
export async function join(portal: Portal, username: string): Promise<Caller> {
  const { user_id } = await portal.auth.client.request<CreateUserLoginResult>(
    Subjects.auth.userCreate,
    { email: `${username}@example.com`, username, password: 'correct horse battery' },
  );
  return { userId: user_id, username, role: Role.Member };
}

/** Asks svc-billing as `caller`, the way the gateway passes a request on. */
export function as(portal: Portal, caller: Caller, lang: Language = 'en') {
  return <Result = unknown>(subject: string, body: object = {}) =>
    portal.billing.client.request<Result>(subject, body, { caller, lang });
}

/** What the gateway's receipt upload stores: the image, its uploader, hash, slip and look. */
export async function uploadReceipt(
  portal: Portal,
  uploader: Caller,
  options: { bytes?: string; slip?: SlipReference; look?: ReceiptLook } = {},
): Promise<string> {
  const fileId = randomUUID();
  const bytes = Buffer.from(options.bytes ?? `receipt ${fileId}`);
  const metadata: Record<string, string> = {
    [uploaderMetadataKey]: String(uploader.userId),
    [receiptMetadataKeys.sha256]: createHash('sha256').update(bytes).digest('hex'),
  };
  if (options.slip) {
    metadata[receiptMetadataKeys.slipBank] = options.slip.bank;
    metadata[receiptMetadataKeys.slipReference] = options.slip.reference;
  }
  if (options.look) {
    metadata[receiptMetadataKeys.lookDhash] = options.look.dhash;
    await portal.storage.put(
      Buckets.receipts,
      lookObjectKey(fileId),
      Buffer.from(options.look.thumbnail),
      'application/octet-stream',
    );
  }
  await portal.storage.put(Buckets.receipts, fileId, bytes, 'image/webp', metadata);
  return fileId;
}

/** Orders a package for `member` (WP); answers the order's id. */
export async function order(portal: Portal, member: Caller, packageId = 1): Promise<number> {
  const created = await as(portal, member)<CreateOrderResult>(Subjects.billing.orderCreate, {
    user_id: member.userId,
    package_id: packageId,
  });
  return created.id;
}

/** Attaches a fresh receipt to the member's order (WA). */
export async function pay(portal: Portal, member: Caller, purchaseId: number): Promise<string> {
  const file = await uploadReceipt(portal, member);
  await as(portal, member)(Subjects.billing.receiptAttach, {
    purchase_id: purchaseId,
    purchase_img_file: file,
  });
  return file;
}

/** The mail to `username` whose subject contains `subject`. */
export function mailTo(portal: Portal, username: string, subject: string): Promise<CaughtMail> {
  return portal.mail.waitFor(
    (mail) =>
      mail.To.some((to) => to.Address === `${username}@example.com`) &&
      mail.Subject.includes(subject),
  );
}

/** Reads svc-billing's database directly, to see what was stored. */
export function sql<Row extends object>(portal: Portal, text: string, params: unknown[] = []) {
  return portal.billing.database.query<Row>(text, params);
}
