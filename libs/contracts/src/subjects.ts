/**
 * Every NATS subject, `<service>.<noun>.<verb>`. Nobody writes a subject as a bare string
 * elsewhere: services and the gateway import it from here.
 */
export const Subjects = {
  auth: {
    health: 'auth.health.get',
    userCreate: 'auth.user.create',
    userRegister: 'auth.user.register',
    userByUsername: 'auth.user.by-username',
    login: 'auth.login',
    sessionGet: 'auth.session.get',
    sessionCheck: 'auth.session.check',
    sessionEnd: 'auth.session.end',
    /** Event (every gateway hears it): tokens of userId issued before validAfter are void. */
    sessionsRevoked: 'auth.sessions.revoked',
    keysGet: 'auth.keys.get',
    resetRequest: 'auth.reset.request',
    resetTokenCheck: 'auth.reset-token.check',
    passwordReset: 'auth.password.reset',
    resetRequestsList: 'auth.reset-requests.list',
    resetLinkResend: 'auth.reset-link.resend',
    usersGet: 'auth.users.get',
  },
  profile: {
    health: 'profile.health.get',
    menuGet: 'profile.menu.get',
    settingImageGet: 'profile.setting-image.get',
    choicesList: 'profile.choices.list',
    choiceText: 'profile.choices.text',
    sectionRows: 'profile.section.rows',
    sectionDelete: 'profile.section.delete',
    userInfoSave: 'profile.user-info.save',
    personInfoSave: 'profile.person-info.save',
    favoriteInfoSave: 'profile.favorite-info.save',
    dateInfoSave: 'profile.date-info.save',
    userChoicesGet: 'profile.user-choices.get',
    userChoiceCreate: 'profile.user-choice.create',
    visibilitySet: 'profile.visibility.set',
    photoSave: 'profile.photo.save',
    photoDelete: 'profile.photo.delete',
    photoGet: 'profile.photo.get',
    photoAccess: 'profile.photo.access',
    viewGet: 'profile.view.get',
    cardsGet: 'profile.cards.get',
    cardsByIds: 'profile.cards.by-ids',
  },
  interest: {
    health: 'interest.health.get',
    create: 'interest.interest.create',
    manage: 'interest.interest.manage',
    relationGet: 'interest.relation.get',
    list: 'interest.list.get',
    matches: 'interest.matches.get',
    respondedGet: 'interest.responded.get',
  },
  billing: {
    health: 'billing.health.get',
    packagesList: 'billing.packages.list',
    packagesAll: 'billing.packages.all',
    packageGet: 'billing.package.get',
    packageSave: 'billing.package.save',
    orderCreate: 'billing.order.create',
    receiptAttach: 'billing.receipt.attach',
    orderRemove: 'billing.order.remove',
    ordersList: 'billing.orders.list',
    membershipsList: 'billing.memberships.list',
    paymentGet: 'billing.payment.get',
    reviewList: 'billing.review.list',
    orderApprove: 'billing.order.approve',
    orderReject: 'billing.order.reject',
    membershipActive: 'billing.membership.active',
  },
} as const;

export const serviceNames = ['auth', 'profile', 'interest', 'billing'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const healthSubjects: Record<ServiceName, string> = {
  auth: Subjects.auth.health,
  profile: Subjects.profile.health,
  interest: Subjects.interest.health,
  billing: Subjects.billing.health,
};
