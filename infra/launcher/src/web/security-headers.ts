import type { RuntimeConfig } from './runtime-config';

/**
 * The headers every page of the web origin carries (the launcher's web server here; nginx's
 * web.conf.template carries the same values, which infra/test/compose.test.ts checks).
 *
 * Scripts, styles and data come from this origin and from where the remotes load (config.json
 * names their manifests: a relative address is this origin, an absolute one adds its origin).
 * Styles need 'unsafe-inline' because the build's style-loader injects <style> elements;
 * scripts never do. Images include blob: (photos and receipts previewed before upload, receipts
 * fetched with the member's token) and data:. No page may frame the portal.
 */
export function securityHeaders(remoteOrigins: readonly string[]): Record<string, string> {
  const own = ["'self'", ...remoteOrigins].join(' ');
  const directives = [
    "default-src 'self'",
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src 'self' data: blob:`,
    `font-src ${own}`,
    `connect-src ${own}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return {
    'content-security-policy': directives.join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The portal uses none of these: photos are chosen as files, not taken with the camera.
    'permissions-policy':
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), display-capture=(), ' +
      'accelerometer=(), gyroscope=(), magnetometer=()',
  };
}

/** The origins of the remotes that config.json places on another origin (none when relative). */
export function remoteOrigins(config: RuntimeConfig): string[] {
  const origins = new Set<string>();
  for (const manifest of Object.values(config.remotes)) {
    if (/^https?:\/\//i.test(manifest)) origins.add(new URL(manifest).origin);
  }
  return [...origins];
}
