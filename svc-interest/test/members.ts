import {
  authCalls,
  interestCalls,
  profileCalls,
  type CallDefinition,
  type CallInput,
  type Caller,
  type Deployable,
} from '@dating/contracts';
import { type CallClient } from '@dating/server';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import {
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  storedUpload,
  testCallClient,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import { interestService, type InterestConfig } from '../src';

/** svc-interest with the real svc-auth and svc-profile beside it, on one NATS. */
export interface Portal {
  infra: TestInfrastructure;
  auth: ServiceUnderTest<AuthConfig>;
  profile: ServiceUnderTest<ProfileConfig>;
  interest: ServiceUnderTest<InterestConfig>;
  /** What svc-auth mails, when started with `{ mail: true }`. */
  mail: MailCatcher | null;
  /** A client that signs its calls as another deployable (svc-profile, say). */
  signedAs(name: Deployable): CallClient;
  /** Stops what is still running (a test may have stopped a service already). */
  stop(): Promise<void>;
}

export const requestTimeoutMs = 1000;

export async function startPortal(options: { mail?: boolean } = {}): Promise<Portal> {
  const [infra, mail] = await Promise.all([
    startTestInfrastructure(),
    options.mail ? startMailCatcher() : null,
  ]);
  const authEnv: Record<string, string> = { ADMIN_PASSWORD: 'admin-password' };
  if (mail) authEnv['SMTP_URL'] = mail.smtpUrl;
  const [auth, profile, interest] = await Promise.all([
    startServiceUnderTest(authService, { infra, env: authEnv }),
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
  const signers = new Map<Deployable, ReturnType<typeof testCallClient>>();
  return {
    infra,
    auth: { ...auth, stop: () => stopOnce(auth) },
    profile: { ...profile, stop: () => stopOnce(profile) },
    interest: { ...interest, stop: () => stopOnce(interest) },
    mail,
    signedAs(name) {
      const signer = signers.get(name) ?? testCallClient(infra, name);
      signers.set(name, signer);
      return signer.calls;
    },
    async stop() {
      await Promise.all([...signers.values()].map((signer) => signer.close()));
      await Promise.all([...running].map((service) => stopOnce(service)));
      await infra.stop();
      await mail?.stop();
    },
  };
}

/**
 * A member with an account in svc-auth, and a visible User Information and a first photo in
 * svc-profile (the home page's cards show only members with one).
 */
export async function join(portal: Portal, username: string): Promise<Caller> {
  const { user_id: userId } = await portal.auth.calls.call(authCalls.userCreate, {
    email: `${username}@example.com`,
    username,
    password: 'correct horse battery',
  });
  const caller: Caller = { userId, username, role: 'U' };
  await portal.profile.calls.call(
    profileCalls.userInfoSave,
    {
      user_id: userId,
      name: username,
      gender: 'F',
      birthdate: '1995-04-12',
      country: 'Thailand',
    },
    { caller },
  );
  const photo = await storedUpload(portal.profile.config, userId);
  await portal.profile.calls.call(
    profileCalls.photoSave,
    { user_id: userId, img_seq: 1, img_file: photo },
    { caller },
  );
  return caller;
}

/** Calls svc-interest as `caller`, the way the gateway passes a member's request on. */
export function asMember(portal: Portal, caller: Caller) {
  return <Call extends CallDefinition>(call: Call, input: CallInput<Call>) =>
    portal.interest.calls.call(call, input, { caller });
}

/** Shows or hides a member's profile, as they would themselves. */
export function setVisibility(portal: Portal, member: Caller, active_flag: 'Y' | 'N') {
  return portal.profile.calls.call(
    profileCalls.visibilitySet,
    { user_id: member.userId, active_flag },
    { caller: member },
  );
}

/** Asks what svc-profile asks before it shows contact details: signed as svc-profile. */
export function responded(portal: Portal, viewer: Caller, viewed: Caller) {
  return portal
    .signedAs('svc-profile')
    .call(interestCalls.respondedGet, { user_id: viewer.userId, user_interest_id: viewed.userId });
}
