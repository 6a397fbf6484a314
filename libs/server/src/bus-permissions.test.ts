import { z } from 'zod';
import {
  adminActionEvent,
  defineCall,
  deployables,
  durableNameOf,
  liveEmitters,
  liveStreamName,
  liveStreamSubjects,
  liveSubjectOf,
  memberStatusEvent,
  Subjects,
} from '@dating/contracts';
import {
  busPermissions,
  natsPasswordVariable,
  natsServerConfig,
  rateLimitBucket,
  type NatsPassword,
} from './bus-permissions';

const calls = [
  defineCall({
    subject: 'interest.list.get',
    access: 'member',
    input: z.object({}),
    output: z.unknown(),
    summary: 'a member-facing call',
    http: { method: 'POST', path: '/api/get-user-interest' },
  }),
  defineCall({
    subject: 'billing.order.approve',
    access: 'admin',
    input: z.object({}),
    output: z.unknown(),
    summary: 'an admin call',
    http: { method: 'POST', path: '/api/admin/approve-purchase-order' },
  }),
  defineCall({
    subject: 'profile.cards.by-ids',
    access: 'internal',
    callers: ['svc-interest'],
    input: z.object({}),
    output: z.unknown(),
    summary: 'an internal call svc-interest makes',
  }),
  defineCall({
    subject: 'auth.keys.get',
    access: 'internal',
    callers: ['gateway', 'svc-billing'],
    input: z.object({}),
    output: z.unknown(),
    summary: 'an internal call the gateway and svc-billing make',
  }),
];

const permissions = busPermissions(calls);
const publishers = (subject: string) =>
  deployables.filter((deployable) => permissions[deployable].publish.allow.includes(subject));
/** Whether NATS lets `allowed` (with `*` and `>` wildcards) cover `subject`. */
function covers(allowed: string, subject: string): boolean {
  const pattern = allowed.split('.');
  const tokens = subject.split('.');
  for (const [index, token] of pattern.entries()) {
    if (token === '>') return tokens.length > index;
    if (index >= tokens.length || (token !== '*' && token !== tokens[index])) return false;
  }
  return pattern.length === tokens.length;
}
const mayPublishTo = (subject: string) =>
  deployables.filter((deployable) =>
    permissions[deployable].publish.allow.some((allowed) => covers(allowed, subject)),
  );
const subscribers = (subject: string) =>
  deployables.filter((deployable) =>
    permissions[deployable].subscribe.allow.some((allowed) => allowed.split(' ')[0] === subject),
  );

describe('busPermissions', () => {
  it('lets only the gateway publish the calls the browser makes', () => {
    expect(publishers('interest.list.get')).toEqual(['gateway']);
    expect(publishers('billing.order.approve')).toEqual(['gateway']);
  });

  it('lets an internal call be published only by the deployables it names', () => {
    expect(publishers('profile.cards.by-ids')).toEqual(['svc-interest']);
    expect(publishers('auth.keys.get')).toEqual(['gateway', 'svc-billing']);
  });

  it("lets only svc-X subscribe to X's subjects, in its own queue group", () => {
    expect(subscribers('auth.>')).toEqual(['svc-auth']);
    expect(permissions['svc-auth'].subscribe.allow).toContain('auth.> svc-auth');
    expect(subscribers('interest.>')).toEqual(['svc-interest']);
    expect(subscribers('profile.>')).toEqual(['svc-profile']);
    expect(subscribers('billing.>')).toEqual(['svc-billing']);
  });

  it('lets each deployable hear replies on its own inbox prefix only, and nobody subscribe to >', () => {
    for (const deployable of deployables) {
      const inboxes = permissions[deployable].subscribe.allow.filter((subject) =>
        subject.startsWith('_INBOX'),
      );
      expect(inboxes).toEqual([`_INBOX_${deployable}.>`]);
    }
    expect(subscribers('>')).toEqual([]);
  });

  it('lets the gateway ask every health subject and a service only its own', () => {
    for (const subject of [Subjects.auth.health, Subjects.billing.health])
      expect(publishers(subject)).toEqual(['gateway', `svc-${subject.split('.')[0]}`]);
  });

  it('lets svc-auth announce revoked sessions and the gateway hear them', () => {
    expect(publishers(Subjects.auth.sessionsRevoked)).toEqual(['svc-auth']);
    expect(subscribers(Subjects.auth.sessionsRevoked)).toEqual(['gateway']);
  });

  it("lets only the gateway use JetStream, for its rate limiter's bucket, besides durable events and live feeds", () => {
    const withoutDurableEvents = busPermissions(calls, []);
    const jetStream = (deployable: (typeof deployables)[number]) =>
      withoutDurableEvents[deployable].publish.allow.filter(
        (subject) => subject.startsWith('$') && !subject.includes(`.${liveStreamName}`),
      );
    expect(jetStream('gateway')).toContain(`$KV.${rateLimitBucket}.>`);
    expect(jetStream('gateway')).not.toContain('$JS.API.>');
    for (const deployable of deployables.filter((name) => name !== 'gateway'))
      expect(jetStream(deployable).filter((subject) => subject !== '$JS.API.INFO')).toEqual([]);
  });

  it("lets the live feeds' emitters write them and the gateway alone consume them", () => {
    expect(mayPublishTo(liveSubjectOf(42))).toEqual([...liveEmitters]);
    expect(mayPublishTo(`$JS.API.CONSUMER.MSG.NEXT.${liveStreamName}.reader`)).toEqual(['gateway']);
    expect(permissions.gateway.publish.allow).not.toContain(liveStreamSubjects);
    expect(mayPublishTo(`$JS.API.STREAM.DELETE.${liveStreamName}`)).toEqual([]);
  });

  it("lets the emitters take back an erased member's events (issue 29): a purge, single deletes", () => {
    expect(mayPublishTo(`$JS.API.DIRECT.GET.${liveStreamName}`)).toEqual([
      'gateway',
      ...liveEmitters,
    ]);
    for (const subject of ['PURGE', 'MSG.DELETE'])
      expect(mayPublishTo(`$JS.API.STREAM.${subject}.${liveStreamName}`)).toEqual([
        ...liveEmitters,
      ]);
  });

  it('lets each deployable publish only the durable events it emits', () => {
    expect(publishers(memberStatusEvent.subject)).toEqual(['svc-auth']);
    expect(publishers(adminActionEvent.subject)).toEqual([
      'svc-auth',
      'svc-profile',
      'svc-interest',
      'svc-billing',
    ]);
  });

  it('lets each consumer pull from and ack only its own durable consumer', () => {
    const durable = durableNameOf(memberStatusEvent, 'svc-profile');
    expect(publishers(`$JS.API.CONSUMER.MSG.NEXT.EVENTS.${durable}`)).toEqual(['svc-profile']);
    expect(publishers(`$JS.ACK.EVENTS.${durable}.>`)).toEqual(['svc-profile']);
    for (const deployable of deployables)
      expect(permissions[deployable].publish.allow).not.toContain('$JS.API.>');
  });

  it('lets the services answer the requests they receive, and the gateway answer none', () => {
    expect(deployables.filter((deployable) => permissions[deployable].allowResponses)).toEqual([
      'svc-auth',
      'svc-profile',
      'svc-interest',
      'svc-billing',
    ]);
  });
});

describe('natsServerConfig', () => {
  const passwords = Object.fromEntries(
    deployables.map((deployable): [string, NatsPassword] =>
      deployable === 'gateway'
        ? [deployable, { env: natsPasswordVariable(deployable) }]
        : [deployable, { value: `secret-of-${deployable}` }],
    ),
  ) as Record<(typeof deployables)[number], NatsPassword>;
  const text = natsServerConfig({
    listen: '127.0.0.1:4222',
    storeDir: '/data',
    passwords,
    permissions,
  });

  it('names each deployable with its password, from the value or the environment', () => {
    expect(text).toContain('user: "gateway"\n      password: $GATEWAY_NATS_PASSWORD\n');
    expect(text).toContain('user: "svc-interest"\n      password: "secret-of-svc-interest"\n');
  });

  it('quotes subjects, so nats-server does not read $JS… as a variable', () => {
    expect(text).toContain('"$JS.API.INFO"');
    expect(text).not.toMatch(/^\s*\$JS/m);
  });

  it('turns JetStream on in the store directory', () => {
    expect(text).toContain('jetstream {\n  store_dir: "/data"\n}');
  });
});
