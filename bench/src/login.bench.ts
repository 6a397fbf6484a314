import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  identityEnvironment,
  serviceEnvironment,
  startServiceUnderTest,
  startTestInfrastructure,
  type TestInfrastructure,
} from '@dating/testing';
import { createGateway, loadGatewayConfig } from '@dating/gateway';
import { newTotpSecret, totpCode } from '@dating/server/totp';
import { authService } from '@dating/svc-auth';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const appKey = 'bench-key';
const adminTotpSecret = newTotpSecret();

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

let infra: TestInfrastructure;
let gateway: NestFastifyApplication;
let stopAuth: () => Promise<void>;

beforeAll(async () => {
  infra = await startTestInfrastructure();
  const auth = await startServiceUnderTest(authService, {
    infra,
    env: { ADMIN_PASSWORD: 'bench-admin-password', ADMIN_TOTP_SECRET: adminTotpSecret },
  });
  stopAuth = auth.stop;
  gateway = await createGateway(
    loadGatewayConfig(
      serviceEnvironment(infra, {
        ...identityEnvironment('gateway'),
        APP_KEY: appKey,
        LOG_LEVEL: 'warn',
      }),
    ),
  );
  await gateway.listen(0, '127.0.0.1');
});

afterAll(async () => {
  await gateway?.close();
  await stopAuth?.();
  await infra?.stop();
});

it(`POST /api/user/login through the gateway, ${requests} sequential requests`, async () => {
  const url = `${await gateway.getUrl()}/api/user/login`;
  const timings: number[] = [];
  for (let i = 0; i < requests; i += 1) {
    const started = performance.now();
    const answer = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-key': appKey,
        // A distinct client per request, so the login rate limit measures nothing here.
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({
        username: 'admin',
        password: 'bench-admin-password',
        code: totpCode(adminTotpSecret),
      }),
    });
    await answer.text();
    timings.push(performance.now() - started);
    if (answer.status !== 200) throw new Error(`login answered ${answer.status}`);
  }
  timings.sort((a, b) => a - b);
  const report = {
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    max: timings.at(-1),
  };
  process.stdout.write(
    `login through the gateway: p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms, max ${report.max?.toFixed(1)} ms (n=${requests})\n`,
  );
});
