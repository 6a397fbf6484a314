/**
 * The NATS subjects that are not calls: each service's health and svc-auth's event. A call's
 * subject is declared with the call (`<domain>/calls.ts`), `<service>.<noun>.<verb>` too.
 */
export const Subjects = {
  auth: {
    health: 'auth.health.get',
    /** Event (every gateway hears it): tokens of userId issued before validAfter are void. */
    sessionsRevoked: 'auth.sessions.revoked',
    /** Event (every gateway hears it): userId confirmed an e-mail address. */
    emailConfirmed: 'auth.email.confirmed',
  },
  profile: { health: 'profile.health.get' },
  interest: { health: 'interest.health.get' },
  billing: { health: 'billing.health.get' },
} as const;

export const serviceNames = ['auth', 'profile', 'interest', 'billing'] as const;
export type ServiceName = (typeof serviceNames)[number];

export const healthSubjects: Record<ServiceName, string> = {
  auth: Subjects.auth.health,
  profile: Subjects.profile.health,
  interest: Subjects.interest.health,
  billing: Subjects.billing.health,
};
