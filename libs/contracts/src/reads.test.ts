import { allCalls } from './calls';

/**
 * The calls marked `reads`, which a client asks again when a replica took the request and never
 * answered. Written out so a review sees the set change: a call joins it only when its handler
 * writes nothing, sends no mail and spends no token.
 */
const readCalls = [
  'auth.session.get',
  'auth.session.check',
  'auth.keys.get',
  'auth.user.by-username',
  'auth.users.get',
  'auth.admin-exports.list',
  'auth.consents.list',
  'auth.export.manifest',
  'auth.export.status',
  'auth.mail-settings.get',
  'auth.mail-recipients.get',
  'auth.members.search',
  'auth.member.get',
  'auth.admin-deletions.list',
  'auth.audit.list',
  'auth.reset-token.check',
  'auth.reset-requests.list',
  'profile.menu.get',
  'profile.choices.list',
  'profile.choices.text',
  'profile.section.rows',
  'profile.user-choices.get',
  'profile.activity-setting.get',
  'profile.sensitive-consent.get',
  'profile.photo.get',
  'profile.view.get',
  'profile.admin-view.get',
  'profile.setting-image.get',
  'profile.cards.get',
  'profile.photo.access',
  'profile.cards.by-ids',
  'profile.moderation.members',
  'profile.admin-photos.queue',
  'profile.photo-removals.list',
  'profile.verification.status',
  'profile.admin-verifications.queue',
  'profile.admin-stats.get',
  'profile.members.by-name',
  'profile.members.names',
  'interest.relation.get',
  'interest.list.get',
  'interest.matches.get',
  'interest.blocks.list',
  'interest.admin-reports.queue',
  'interest.admin-members.safety',
  'interest.conversations.list',
  'interest.conversation.get',
  'interest.unread-messages.get',
  'interest.notifications.list',
  'interest.notifications.unread',
  'billing.packages.list',
  'billing.package.get',
  'billing.orders.list',
  'billing.memberships.list',
  'billing.payment.get',
  'billing.review.list',
  'billing.packages.all',
  'billing.admin-stats.get',
  'billing.admin-member.get',
  'billing.admin-retention.list',
];

/** The verbs of subjects that change something. */
const writeVerbs = new Set([
  'accept',
  'approve',
  'attach',
  'cancel',
  'change',
  'confirm',
  'create',
  'deactivate',
  'decide',
  'delete',
  'dismiss',
  'end',
  'keep',
  'login',
  'mail',
  'manage',
  'note',
  'reactivate',
  'read',
  'record',
  'register',
  'reject',
  'remove',
  'request',
  'resend',
  'reset',
  'reset-link',
  'resolve',
  'save',
  'send',
  'set',
  'start',
  'submit',
  'unlock',
  'unsubscribe',
  'update',
  'withdraw',
]);

describe('read calls', () => {
  it('are exactly the listed ones', () => {
    const marked = allCalls.filter((call) => call.reads).map((call) => call.subject);
    expect(marked.sort()).toEqual([...readCalls].sort());
  });

  it('never include a call whose verb changes something', () => {
    const writes = allCalls.filter((call) => writeVerbs.has(call.subject.split('.').at(-1) ?? ''));
    expect(writes.length).toBeGreaterThan(30);
    expect(writes.filter((call) => call.reads).map((call) => call.subject)).toEqual([]);
  });

  it('leave no call unjudged: every verb is a read verb or a write verb', () => {
    const readVerbs = new Set(readCalls.map((subject) => subject.split('.').at(-1)));
    const unjudged = allCalls
      .map((call) => call.subject.split('.').at(-1) ?? '')
      .filter((verb) => !writeVerbs.has(verb) && !readVerbs.has(verb));
    expect(unjudged).toEqual([]);
  });
});
