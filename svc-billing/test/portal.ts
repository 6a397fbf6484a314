import { createHash, randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import {
  authCalls,
  billingCalls,
  ErrorCode,
  lookObjectKey,
  memberDeletedEvent,
  Messages,
  Role,
  type CallDefinition,
  type CallInput,
  type Caller,
  type Language,
  type Pseudonym,
  type ReceiptLook,
  type SlipReference,
} from '@dating/contracts';
import { Buckets, ObjectStorage } from '@dating/server';
import { authService, type AuthConfig } from '@dating/svc-auth';
import {
  ManualClock,
  publishEvent,
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  type CaughtMail,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { defineBillingService, type BillingConfig } from '../src';

export const portalUrl = 'https://portal.test';

/** svc-billing with the real svc-auth beside it on one NATS, object storage and a mail catcher. */
export interface Portal {
  infra: TestInfrastructure;
  clock: ManualClock;
  /** A test may replace it with one on the same port (see `refuseMail`). */
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
  bus: { lockedBus?: boolean } = {},
): Promise<Portal> {
  const [infra, mail] = await Promise.all([startTestInfrastructure(bus), startMailCatcher()]);
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
        OUTBOX_POLL_MS: '200',
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
  const portal: Portal = {
    infra,
    clock,
    mail,
    auth: { ...auth.value, stop: () => stopOnce(auth.value) },
    billing: { ...billing.value, stop: () => stopOnce(billing.value) },
    storage: new ObjectStorage(billing.value.config),
    admin: { userId: 1, username: 'admin', role: Role.Admin },
    async stop() {
      await Promise.all([...running].map((service) => stopOnce(service)));
      await Promise.all([infra.stop(), portal.mail.stop()]);
    },
  };
  return portal;
}

/**
 * Takes the mail server down for the length of `work`: an SMTP server on its port turns every
 * connection away (answering how many it did), and a fresh mail catcher takes the port after.
 */
export async function withMailDown<T>(
  portal: Portal,
  work: (refusals: () => number) => Promise<T>,
): Promise<T> {
  const port = portal.mail.smtpPort;
  await portal.mail.stop();
  let refusals = 0;
  const refusing = net.createServer((socket) => {
    refusals += 1;
    socket.end('421 4.3.2 Service not available\r\n');
  });
  await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve));
  try {
    return await work(() => refusals);
  } finally {
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
    portal.mail = await startMailCatcher({ smtpPort: port });
  }
}

/** Waits, polling, until `condition` holds (15 s at most). */
export async function until(condition: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The member's rows in the member_mail outbox, oldest first. */
export function outbox(portal: Portal, member: Caller) {
  return sql<{ kind: string; attempts: number; last_error: string | null }>(
    portal,
    `SELECT payload->'params'->>'kind' AS kind, attempts, last_error FROM outbox
      WHERE kind = 'mail' AND (payload->'to'->>'userId')::int = $1 ORDER BY seq`,
    [member.userId],
  );
}

/** A member with an account in svc-auth (their e-mail is `<username>@example.com`). */
export async function join(portal: Portal, username: string): Promise<Caller> {
  const { user_id } = await portal.auth.calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery',
  });
  return { userId: user_id, username, role: Role.Member };
}

/** Makes a call to svc-billing as `caller`, sealed by the gateway as it passes a request on. */
export function as(portal: Portal, caller: Caller, lang: Language = 'en') {
  return <Call extends CallDefinition>(call: Call, input: CallInput<Call>) =>
    portal.billing.calls.call(call, input, { caller, lang });
}

/** Sends a body the call's input type does not allow, as a browser may: the service refuses it. */
export function sendAs(portal: Portal, caller: Caller) {
  return (call: CallDefinition, body: object) => portal.billing.calls.relay(call, body, { caller });
}

/** What a service answers a message without valid proof, or for a caller the call refuses. */
export const refused = {
  code: ErrorCode.Unauthenticated,
  message: Messages.missingToken,
  messageCode: 'missingToken',
};

/** A receipt as the gateway's upload leaves it: the image in storage, its look, its record. */
export async function uploadReceipt(
  portal: Portal,
  uploader: Caller,
  options: { bytes?: string; slip?: SlipReference; look?: ReceiptLook } = {},
): Promise<string> {
  const bytes = Buffer.from(options.bytes ?? `receipt ${randomUUID()}`);
  const fileId = await storeReceipt(portal, bytes, options.look);
  await portal.billing.calls.call(
    billingCalls.receiptRecord,
    {
      receipt_id: fileId,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      slip: options.slip ?? null,
      look: options.look ? { dhash: options.look.dhash } : null,
    },
    { caller: uploader },
  );
  return fileId;
}

/** A receipt image (and its look thumbnail) in storage, not recorded: answers its file id. */
export async function storeReceipt(
  portal: Portal,
  bytes: Buffer,
  look?: ReceiptLook,
): Promise<string> {
  const fileId = randomUUID();
  if (look) {
    await portal.storage.put(
      Buckets.receipts,
      lookObjectKey(fileId),
      Buffer.from(look.thumbnail),
      'application/octet-stream',
    );
  }
  await portal.storage.put(Buckets.receipts, fileId, bytes, 'image/webp');
  return fileId;
}

/** Orders a package for `member` (WP); answers the order's id. */
export async function order(portal: Portal, member: Caller, packageId = 1): Promise<number> {
  const created = await as(portal, member)(billingCalls.orderCreate, {
    user_id: member.userId,
    package_id: packageId,
  });
  return created.id;
}

/** Attaches a fresh receipt to the member's order (WA). */
export async function pay(portal: Portal, member: Caller, purchaseId: number): Promise<string> {
  const file = await uploadReceipt(portal, member);
  await as(portal, member)(billingCalls.receiptAttach, {
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

/** A fresh pseudonym, as svc-auth gives a deleted member. */
export const newPseudonym = (): Pseudonym => `member-${randomBytes(8).toString('hex')}`;

/**
 * svc-auth deleted the member's account: its event, as svc-auth's relay publishes it. Resolves
 * once svc-billing erased them (their tombstone is stored).
 */
export async function deleteMember(
  portal: Portal,
  member: Caller,
  pseudonym: Pseudonym = newPseudonym(),
): Promise<{ event_id: string; user_id: number; pseudonym: Pseudonym; at: string }> {
  const deleted = {
    event_id: randomUUID(),
    user_id: member.userId,
    pseudonym,
    at: portal.clock.now().toISOString(),
  };
  await publishEvent(portal.infra, memberDeletedEvent, deleted);
  await until(
    async () =>
      (await sql(portal, 'SELECT 1 FROM erased_member WHERE user_id = $1', [member.userId]))
        .length > 0,
  );
  return deleted;
}
