import {
  startMailCatcher,
  startServiceUnderTest,
  startTestInfrastructure,
  type MailCatcher,
  type ServiceUnderTest,
  type TestInfrastructure,
} from '@dating/testing';
import {
  startGatewayUnderTest,
  testAdminPassword,
  type GatewayUnderTest,
} from './gateway-under-test';
import { authService, type AuthConfig } from '@dating/svc-auth';
import { profileService, type ProfileConfig } from '@dating/svc-profile';
import { interestService, type InterestConfig } from '@dating/svc-interest';
import { billingService, type BillingConfig } from '@dating/svc-billing';

/** The whole back end: the gateway and all four services on one NATS, with a mail catcher. */
export interface PortalUnderTest {
  infra: TestInfrastructure;
  gateway: GatewayUnderTest;
  /** Each service, to read its database or stop it a while. */
  services: {
    auth: ServiceUnderTest<AuthConfig>;
    profile: ServiceUnderTest<ProfileConfig>;
    interest: ServiceUnderTest<InterestConfig>;
    billing: ServiceUnderTest<BillingConfig>;
  };
  mail: MailCatcher;
  stop(): Promise<void>;
}

/**
 * Starts every part; `env` goes to the gateway and the services alike (e.g. a generous
 * REQUEST_TIMEOUT_MS on a busy machine). Whatever started is stopped if another part fails.
 */
export async function startPortalUnderTest(
  env: Record<string, string> = {},
): Promise<PortalUnderTest> {
  const [infra, mail]: [TestInfrastructure, MailCatcher] = await Promise.all([
    startTestInfrastructure(),
    startMailCatcher(),
  ]);
  const mailEnv = { SMTP_URL: mail.smtpUrl, MAIL_FROM: 'Portal <no-reply@portal.test>' };
  const started = await Promise.allSettled([
    startServiceUnderTest(authService, {
      infra,
      env: { ADMIN_PASSWORD: testAdminPassword, ...mailEnv, ...env },
    }),
    startServiceUnderTest(profileService, { infra, env: { ...mailEnv, ...env } }),
    startServiceUnderTest(interestService, { infra, env }),
    startServiceUnderTest(billingService, { infra, env: { ...mailEnv, ...env } }),
  ]);
  const services = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stopAll = async (gateway?: GatewayUnderTest) => {
    await gateway?.close();
    await Promise.all(services.map((service: ServiceUnderTest<unknown>) => service.stop()));
    await Promise.all([infra.stop(), mail.stop()]);
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  const [auth, profile, interest, billing] = services as [
    ServiceUnderTest<AuthConfig>,
    ServiceUnderTest<ProfileConfig>,
    ServiceUnderTest<InterestConfig>,
    ServiceUnderTest<BillingConfig>,
  ];
  try {
    const gateway = await startGatewayUnderTest(infra, env);
    return {
      infra,
      gateway,
      services: { auth, profile, interest, billing },
      mail,
      stop: () => stopAll(gateway),
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
