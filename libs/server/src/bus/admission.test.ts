import { z } from 'zod';
import {
  defineCall,
  ErrorCode,
  ownerOf,
  Role,
  type Caller,
  type CallDefinition,
  type Deployable,
} from '@dating/contracts';
import { ServiceException } from '../errors';
import { admit, CallRefused } from './admission';
import { signAssertion } from './assertion';
import { BusIdentity, generateIdentity, parseTrustedKeys } from './identity';

const onTheBus = ['gateway', 'svc-profile', 'svc-interest', 'svc-billing'] as const;
const identities = new Map<Deployable, { seed: string; publicKey: string }>(
  onTheBus.map((name) => [name, generateIdentity()]),
);
const trusted = parseTrustedKeys(
  [...identities].map(([name, { publicKey }]) => `${name}=${publicKey}`).join(','),
);
const stranger = generateIdentity();
const identityOf = (name: Deployable, seed = identities.get(name)?.seed ?? '') =>
  new BusIdentity(name, seed, trusted);
/** The service that answers `call`, as it knows the bus. */
const receiverOf = (call: CallDefinition) => identityOf(ownerOf(call));

const member: Caller = { userId: 7, username: 'somchai', role: Role.Member };
const admin: Caller = { userId: 1, username: 'admin', role: Role.Admin };
const now = Date.parse('2026-11-24T10:00:00Z');

const own = defineCall({
  subject: 'interest.relation.get',
  access: 'member',
  ownerField: 'user_id',
  input: z.object({ user_id: z.number(), other: z.number() }),
  output: z.object({ status: z.string() }),
  summary: 'example',
  http: { method: 'POST', path: '/api/example' },
});
const ownDeclined = defineCall({ ...own, subject: 'interest.declined.get' });
const cards = defineCall({
  subject: 'profile.cards.get',
  access: 'visitor',
  ownerField: 'user_id',
  input: z.object({ user_id: z.number().optional() }),
  output: z.object({ status: z.string() }),
  summary: 'example',
  http: { method: 'POST', path: '/api/cards' },
});
const approve = defineCall({
  subject: 'billing.order.approve',
  access: 'admin',
  input: z.object({ order_id: z.number() }),
  output: z.object({ status: z.string() }),
  summary: 'example',
  http: { method: 'POST', path: '/api/approve' },
});
const responded = defineCall({
  subject: 'interest.responded.get',
  access: 'internal',
  callers: ['svc-profile'],
  input: z.object({ a: z.number() }),
  output: z.object({ responded: z.boolean() }),
  summary: 'example',
});

function message(
  subject: string,
  body: unknown,
  options: { as?: Deployable; caller?: Caller | null; seed?: string; at?: number } = {},
) {
  const as = options.as ?? 'gateway';
  const assertion = signAssertion(
    identityOf(as, options.seed),
    { sub: subject, body, caller: options.caller ?? null },
    options.at ?? now,
  );
  return { assertion, lang: 'th', body };
}

function refusal(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    if (error instanceof CallRefused) return 'refused';
    if (error instanceof ServiceException) return (error.getError() as { code: string }).code;
    throw error;
  }
  return 'admitted';
}

describe('admitting a call', () => {
  it('hands the handler the verified caller, the parsed input, the language and the audit', () => {
    const body = { user_id: 7, other: 9 };
    expect(
      admit(own, message(own.subject, body, { caller: member }), receiverOf(own), now),
    ).toEqual({
      caller: member,
      input: body,
      lang: 'th',
      audit: { user: 'somchai', process: own.subject },
      issuer: 'gateway',
    });
  });

  it('refuses a message without an assertion, or with one it cannot verify', () => {
    const body = { user_id: 7, other: 9 };
    const admitOf = (value: unknown) => refusal(() => admit(own, value, receiverOf(own), now));
    expect(admitOf({ caller: member, lang: 'en', body })).toBe('refused');
    expect(admitOf('text')).toBe('refused');
    expect(admitOf(message(own.subject, body, { caller: member, seed: stranger.seed }))).toBe(
      'refused',
    );
    const signed = message(own.subject, body, { caller: member });
    const [claims = '', signature = ''] = signed.assertion.split('.');
    const forged = Buffer.from(
      Buffer.from(claims, 'base64url').toString().replace('"U"', '"A"'),
    ).toString('base64url');
    expect(admitOf({ ...signed, assertion: `${forged}.${signature}` })).toBe('refused');
  });

  it('refuses an assertion made for another subject, another body, or long ago', () => {
    const body = { user_id: 7, other: 9 };
    const signed = message(own.subject, body, { caller: member });
    expect(refusal(() => admit(ownDeclined, signed, receiverOf(ownDeclined), now))).toBe('refused');
    expect(
      refusal(() => admit(own, { ...signed, body: { ...body, other: 10 } }, receiverOf(own), now)),
    ).toBe('refused');
    expect(refusal(() => admit(own, signed, receiverOf(own), now + 60_000))).toBe('refused');
    const farAhead = message(own.subject, body, { caller: member, at: now + 3_600_000 });
    expect(refusal(() => admit(own, farAhead, receiverOf(own), now))).toBe('refused');
  });

  it('refuses an assertion sealed for another service', () => {
    const signed = message(cards.subject, {}, { caller: member });
    expect(refusal(() => admit(cards, signed, receiverOf(cards), now))).toBe('admitted');
    expect(refusal(() => admit(cards, signed, identityOf('svc-billing'), now))).toBe('refused');
    expect(refusal(() => admit(cards, signed, identityOf('svc-interest'), now))).toBe('refused');
  });

  it("lets only the gateway make the browser's calls, with the access each one needs", () => {
    const order = { order_id: 3 };
    expect(
      refusal(() =>
        admit(
          approve,
          message(approve.subject, order, { caller: admin }),
          receiverOf(approve),
          now,
        ),
      ),
    ).toBe('admitted');
    expect(
      refusal(() =>
        admit(
          approve,
          message(approve.subject, order, { caller: member }),
          receiverOf(approve),
          now,
        ),
      ),
    ).toBe('refused');
    expect(
      refusal(() => admit(approve, message(approve.subject, order), receiverOf(approve), now)),
    ).toBe('refused');
    expect(
      refusal(() =>
        admit(
          approve,
          message(approve.subject, order, { as: 'svc-profile', caller: admin }),
          receiverOf(approve),
          now,
        ),
      ),
    ).toBe('refused');
    expect(
      refusal(() =>
        admit(own, message(own.subject, { user_id: 7, other: 1 }), receiverOf(own), now),
      ),
    ).toBe('refused');
  });

  it('lets only the named deployables make an internal call', () => {
    const body = { a: 1 };
    expect(
      refusal(() =>
        admit(
          responded,
          message(responded.subject, body, { as: 'svc-profile' }),
          receiverOf(responded),
          now,
        ),
      ),
    ).toBe('admitted');
    expect(
      refusal(() => admit(responded, message(responded.subject, body), receiverOf(responded), now)),
    ).toBe('refused');
  });

  it("refuses another member's data with FORBIDDEN and bad input with BAD_REQUEST", () => {
    const as = (body: unknown, caller: Caller | null) =>
      refusal(() => admit(own, message(own.subject, body, { caller }), receiverOf(own), now));
    expect(as({ user_id: 8, other: 9 }, member)).toBe(ErrorCode.Forbidden);
    expect(as({ user_id: 7, other: 9 }, { ...admin })).toBe(ErrorCode.Forbidden);
    expect(as({ user_id: 'seven', other: 9 }, member)).toBe(ErrorCode.BadRequest);
  });

  it('lets a visitor call leave out its owner field, but never name another member', () => {
    const as = (body: unknown, caller: Caller | null) =>
      refusal(() => admit(cards, message(cards.subject, body, { caller }), receiverOf(cards), now));
    expect(as({}, null)).toBe('admitted');
    expect(as({}, member)).toBe('admitted');
    expect(as({ user_id: 7 }, member)).toBe('admitted');
    expect(as({ user_id: 7 }, null)).toBe(ErrorCode.Forbidden);
    expect(as({ user_id: 8 }, member)).toBe(ErrorCode.Forbidden);
  });
});
