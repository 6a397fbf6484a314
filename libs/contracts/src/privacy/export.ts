/**
 * "Download my data" (issue 29 item 2). svc-auth records the request and publishes
 * events.auth.export-requested; each service, svc-auth included, writes its own part from its own
 * database into the exports bucket and answers events.privacy.export-part-ready with the files it
 * wrote; the export is ready only when every part is in, and the gateway then streams one zip of
 * them with a README.txt made of each file's `about`. Kept free of zod for the browser's pages.
 */
export const exportingServices = [
  'svc-auth',
  'svc-profile',
  'svc-interest',
  'svc-billing',
] as const;
export type ExportingService = (typeof exportingServices)[number];

/**
 * The folder of the zip each service's files go in (and, after the export's id, the prefix of
 * their keys in the exports bucket): a part's paths must start with it.
 */
export const exportFolders: Readonly<Record<ExportingService, string>> = {
  'svc-auth': 'account',
  'svc-profile': 'profile',
  'svc-interest': 'contacts',
  'svc-billing': 'billing',
};

/** The exports bucket's key of a file of an export: `<export id>/<path in the zip>`. */
export function exportObjectKey(exportId: string, path: string): string {
  return `${exportId}/${path}`;
}

/**
 * A path inside the zip: its service's folder, then lower-case names of letters, digits, `-`,
 * `_` and `.` separated by `/` (no `..`, no leading `/`), e.g. `profile/photos/photo-1.jpg`.
 */
export const exportPathPattern =
  /^(?:account|profile|contacts|billing)(?:\/[a-z0-9_-][a-z0-9_.-]*)+$/;

export function isExportPathOf(service: ExportingService, path: string): boolean {
  return (
    exportPathPattern.test(path) &&
    !path.includes('..') &&
    path.startsWith(`${exportFolders[service]}/`)
  );
}

/** Where a member's export stands: being prepared, ready to download, or past its link's life. */
export const exportStatuses = ['preparing', 'ready', 'expired'] as const;
export type ExportStatus = (typeof exportStatuses)[number];

/** The zip's own file that explains every other one. */
export const exportReadmeName = 'README.txt';
