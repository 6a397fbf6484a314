import { startPortal, type RunningPortal } from '@dating/testing/portal';

declare global {
  var e2ePortal: RunningPortal | undefined;
}

export default async function globalSetup(): Promise<void> {
  // Digests every 2 s instead of every few hours, so that the journey sees one arrive; svc-auth's
  // erasure round every minute instead of every hour, so that the privacy journey sees the
  // round pass over an account whose day came (privacy.test.ts).
  const portal = await startPortal({
    DIGEST_INTERVAL_MS: '2000',
    MAIL_POLL_MS: '500',
    DELETION_INTERVAL_MINUTES: '1',
  });
  globalThis.e2ePortal = portal;
  process.env.PORTAL_URL = portal.url;
  process.env.E2E_APP_KEY = portal.appKey;
  process.env.E2E_ADMIN_PASSWORD = portal.adminPassword;
  process.env.E2E_ADMIN_TOTP_SECRET = portal.adminTotpSecret;
  process.env.E2E_MAIL_URL = portal.mailUrl;
  process.env.E2E_DATA_DIR = portal.dataDir;
}
