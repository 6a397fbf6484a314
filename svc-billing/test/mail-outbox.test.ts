import { type INestMicroservice } from '@nestjs/common';
import { billingCalls, type Caller } from '@dating/contracts';
import { startReplica } from '@dating/testing';
import { ExpiryService } from '../src/expiry/expiry.service';
import { defineBillingService } from '../src/service';
import {
  as,
  join,
  mailTo,
  order,
  outbox,
  pay,
  sql,
  startPortal,
  until,
  withMailDown,
  type Portal,
} from './portal';

// The members' subscription mails go through svc-billing's outbox (issues 17 and 28, "SMTP
// down"): over real Postgres, NATS and svc-auth, into a mail catcher, and an SMTP server that
// refuses. A mail leaves the outbox once the mail server accepted it.

let portal: Portal;

beforeAll(async () => {
  portal = await startPortal();
});

afterAll(() => portal?.stop());

const active = 'Your subscription is active';
const endsSoon = 'Your subscription ends in 3 days';

const mailsTo = (member: Caller, subject: string) =>
  portal.mail
    .messages()
    .filter(
      (mail) =>
        mail.To.some((to) => to.Address === `${member.username}@example.com`) &&
        mail.Subject.includes(subject),
    );

/** Waits until every mail to the member left the outbox. */
const settled = (member: Caller) => until(async () => (await outbox(portal, member)).length === 0);

/** Runs `work` with a second svc-billing process on the same database and NATS. */
async function withReplica<T>(work: (replica: INestMicroservice) => Promise<T>): Promise<T> {
  const replica = await startReplica(defineBillingService(portal.clock), portal.billing);
  try {
    return await work(replica);
  } finally {
    await replica.close();
  }
}

async function approvedMember(username: string): Promise<Caller> {
  const member = await join(portal, username);
  const purchaseId = await order(portal, member);
  await pay(portal, member, purchaseId);
  await as(portal, portal.admin)(billingCalls.orderApprove, { purchase_id: purchaseId });
  return member;
}

describe('the member mail outbox', () => {
  it('lets an approval succeed while SMTP is down, and mails it once when SMTP is back', async () => {
    const member = await join(portal, 'patient');
    const purchaseId = await order(portal, member);
    await pay(portal, member, purchaseId);
    await withMailDown(portal, async (refusals) => {
      const answer = await as(portal, portal.admin)(billingCalls.orderApprove, {
        purchase_id: purchaseId,
      });
      expect(answer.status).toBe('OK');
      // Tried when queued, then again on later polls.
      await until(async () => ((await outbox(portal, member))[0]?.attempts ?? 0) >= 2);
      expect(refusals()).toBeGreaterThanOrEqual(2);
      const [waiting, ...others] = await outbox(portal, member);
      expect(others).toEqual([]);
      expect(waiting?.kind).toBe('approved');
      expect(waiting?.last_error).toMatch(/421|Service not available/);
    });
    await mailTo(portal, member.username, active);
    await settled(member);
    expect(mailsTo(member, active)).toHaveLength(1);
  });

  it('keeps a reminder that fell due while SMTP was down, and mails it once afterwards', async () => {
    const member = await approvedMember('reminded');
    await mailTo(portal, member.username, active);
    portal.clock.advanceDays(27.5);
    await withMailDown(portal, async (refusals) => {
      const before = refusals();
      // A replica's pass: it also runs one as it starts, which this joins or follows.
      await withReplica((replica) => replica.get(ExpiryService).run());
      const [reminded] = await sql<{ reminded: boolean }>(
        portal,
        'SELECT reminder_sent_at IS NOT NULL AS reminded FROM user_member WHERE user_id = $1',
        [member.userId],
      );
      expect(reminded).toEqual({ reminded: true });
      await until(async () => refusals() >= before + 2);
      // The approval's mail went out before; the reminder waits.
      expect((await outbox(portal, member)).map((row) => row.kind)).toEqual(['endsSoon']);
    });
    await mailTo(portal, member.username, endsSoon);
    await settled(member);
    expect(mailsTo(member, endsSoon)).toHaveLength(1);
  });

  it('is sent once by two relays over one database', async () => {
    const members = await Promise.all(
      ['twin1', 'twin2', 'twin3'].map((name) => join(portal, name)),
    );
    await withReplica(async () => {
      const perMember = 40;
      // Due all at once, more than a batch, so both relays claim from them in the same rounds.
      await sql(
        portal,
        `INSERT INTO outbox (id, kind, subject, payload)
         SELECT gen_random_uuid(), 'mail', 'billing.subscription',
                jsonb_build_object(
                  'to', jsonb_build_object('userId', id, 'kind', 'subscription', 'lang', 'en'),
                  'template', 'billing.subscription', 'names', '[]'::jsonb,
                  'params', jsonb_build_object('kind', 'rejected', 'packageName', '1 Month',
                                               'reason', 'Receipt ' || n))
           FROM unnest($1::int[]) AS id, generate_series(1, $2) AS n`,
        [members.map((member) => member.userId), perMember],
      );
      for (const member of members) await settled(member);
      for (const member of members) {
        const reasons = mailsTo(member, 'could not be approved').map(
          (mail) => /Reason: (Receipt \d+)/.exec(mail.Text)?.[1],
        );
        expect(reasons).toHaveLength(perMember);
        expect(new Set(reasons).size).toBe(perMember);
      }
    });
  });
});
