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
import { authService } from '@dating/svc-auth';
import { profileService } from '@dating/svc-profile';
import { interestService } from '@dating/svc-interest';
import { billingService } from '@dating/svc-billing';

/** The whole back end: the gateway and all four services on one NATS, with a mail catcher. */
export interface PortalUnderTest {
  infra: TestInfrastructure;
  gateway: GatewayUnderTest;
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
  try {
    const gateway = await startGatewayUnderTest(infra, env);
    return { infra, gateway, stop: () => stopAll(gateway) };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
