import type { ImageVariant } from './profile/photos';

/**
 * The paths the gateway answers itself rather than through a call declaration: uploads, files,
 * health and the API documentation, as its router matches them (`:name` segments).
 */
export const gatewayRoutes = {
  /** POST multipart/form-data, the file in field `image`: a member's photo. */
  upload: '/api/upload',
  /** POST multipart/form-data, the file in field `image`: a member's payment receipt. */
  receiptUpload: '/api/purchase/upload',
  photo: '/api/files/photos/:fileId',
  photoCard: '/api/files/photos/:fileId/card',
  /** Only for the member who uploaded it and for administrators (key and bearer). */
  receipt: '/api/files/receipts/:fileId',
  /**
   * GET with key and bearer: a ready data export as one zip, for the member who asked for it (or,
   * for one an administrator asked for, an administrator), until it expires.
   */
  exportDownload: '/api/account/export/:exportId/download',
  /** Readiness, with the application key. */
  health: '/api/health',
  /** Liveness, without the key (the container's health check). */
  healthLive: '/api/health/live',
  docs: '/api/docs',
  /** GET text/event-stream with key and bearer: the member's live feed (resumes from Last-Event-ID). */
  live: '/api/live',
} as const;

export type UploadPath = typeof gatewayRoutes.upload | typeof gatewayRoutes.receiptUpload;

/** The paths the browser asks for, with their file ids filled in. */
export const gatewayPaths = {
  upload: gatewayRoutes.upload,
  receiptUpload: gatewayRoutes.receiptUpload,
  photo: (fileId: string, variant: ImageVariant = 'full'): string =>
    (variant === 'card' ? gatewayRoutes.photoCard : gatewayRoutes.photo).replace(
      ':fileId',
      encodeURIComponent(fileId),
    ),
  receipt: (fileId: string): string =>
    gatewayRoutes.receipt.replace(':fileId', encodeURIComponent(fileId)),
  exportDownload: (exportId: string): string =>
    gatewayRoutes.exportDownload.replace(':exportId', encodeURIComponent(exportId)),
  health: gatewayRoutes.health,
  live: gatewayRoutes.live,
  healthLive: gatewayRoutes.healthLive,
  docs: gatewayRoutes.docs,
} as const;

/** What both uploads answer: the stored file, which a call then binds (a photo slot, an order). */
export interface UploadAnswer {
  status: 'OK';
  message: string;
  contentType: string;
  fileId: string;
  fileSize: number;
}
