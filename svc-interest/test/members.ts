import {
  Subjects,
  type Caller,
  type CreateUserLoginResult,
  type Envelope,
} from '@dating/contracts';
import {
  startServiceUnderTest,
  startTestInfrastructure,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { type AuthConfig } from '../../svc-auth/src/config';
import { authService } from '../../svc-auth/src/service';
import { type ProfileConfig } from '../../svc-profile/src/config';
import { profileService } from '../../svc-profile/src/service';
import { type InterestConfig } from '../src/config';
import { interestService } from '../src/service';

/** svc-interest with the real svc-auth and svc-profile beside it, on one NATS. */
export interface Portal {
  infra: TestInfrastructure;
  auth: ServiceUnderTest<AuthConfig>;
  profile: ServiceUnderTest<ProfileConfig>;
  interest: ServiceUnderTest<InterestConfig>;
  /** Stops what is still running (a test may have stopped a service already). */
  stop(): Promise<void>;
}

export const requestTimeoutMs = 1000;

export async function startPortal(): Promise<Portal> {
  const infra = await startTestInfrastructure();
  const [auth, profile, interest] = await Promise.all([
    startServiceUnderTest(authService, { infra, env: { ADMIN_PASSWORD: 'admin-password' } }),
    startServiceUnderTest(profileService, { infra }),
    startServiceUnderTest(interestService, {
      infra,
      env: { REQUEST_TIMEOUT_MS: String(requestTimeoutMs) },
    }),
  ]);
  const running = new Set<ServiceUnderTest<unknown>>([auth, profile, interest]);
  const stopOnce = (service: ServiceUnderTest<unknown>) => {
    if (!running.delete(service)) return Promise.resolve();
    return service.stop();
  };
  return {
    infra,
    auth: { ...auth, stop: () => stopOnce(auth) },
    profile: { ...profile, stop: () => stopOnce(profile) },
    interest: { ...interest, stop: () => stopOnce(interest) },
    async stop() {
      await Promise.all([...running].map((service) => stopOnce(service)));
      await infra.stop();
    },
  };
}

/** A member with an account in svc-auth and a visible User Information in svc-profile. */
export async function join(portal: Portal, username: string): Promise<Caller> {
  const { user_id: userId } = await portal.auth.client.request<CreateUserLoginResult>(
    Subjects.auth.userCreate,
    { email: `${username}@example.com`, username, password: 'correct horse battery' },
  );
  const caller: Caller = { userId, username, role: 'U' };
  await portal.profile.client.request<Envelope>(
    Subjects.profile.userInfoSave,
    {
      user_id: userId,
      name: username,
      gender: 'F',
      birthdate: '1995-04-12',
      country: 'Thailand',
    },
    { caller },
  );
  return caller;
}

/** Asks svc-interest as `caller`, the way the gateway passes a member's request on. */
export function asMember(portal: Portal, caller: Caller) {
  return <Result = unknown>(subject: string, body: object) =>
    portal.interest.client.request<Result>(subject, body, { caller });
}
