import { Inject, Injectable } from '@nestjs/common';
import {
  imageObjectKey,
  photoUrl,
  moderationPageSize,
  uploaderMetadataKey,
  verificationCodeMinutes,
  type Caller,
  type VerificationQueueResult,
  type VerificationState,
  MessageCode,
} from '@dating/contracts';
import {
  AdminAudit,
  Outbox,
  badRequest,
  Buckets,
  forbidden,
  notFound,
  ObjectStorage,
  unauthenticated,
} from '@dating/server';
import { verificationRejectedMail } from '../mail/mail-texts';
import { PhotoGrants } from '../photos/photo-grants';
import { newVerificationCode } from './verification-code';
import { VerificationRepository, type VerificationRow } from './verification.repository';

/**
 * The verified-photo badge: the member holds a short code up in a selfie, an admin compares it
 * with their profile photos. The selfie is bound to the request, never to a slot, so it is never
 * public: only the admin queue's URLs carry a grant for it.
 */
@Injectable()
export class VerificationService {
  constructor(
    private readonly verifications: VerificationRepository,
    private readonly grants: PhotoGrants,
    private readonly adminAudit: AdminAudit,
    private readonly outbox: Outbox,
    @Inject(ObjectStorage) private readonly storage: ObjectStorage,
  ) {}

  async status(userId: number): Promise<VerificationState> {
    return stateOf(await this.verifications.latest(userId), new Date());
  }

  /** A new code; while a selfie waits for review, or once verified, the state is unchanged. */
  async start(userId: number): Promise<VerificationState> {
    const latest = await this.verifications.latest(userId);
    if (latest?.status === 'pending' || latest?.status === 'verified') {
      return stateOf(latest, new Date());
    }
    const expiresAt = new Date(Date.now() + verificationCodeMinutes * 60_000);
    // The member's account was deleted while this session lasted.
    if (!(await this.verifications.start(userId, newVerificationCode(), expiresAt)))
      throw unauthenticated(MessageCode.invalidToken);
    return this.status(userId);
  }

  async submit(userId: number, selfieFile: string): Promise<VerificationState> {
    const stored = await this.storage.stat(Buckets.photos, imageObjectKey(selfieFile, 'full'));
    if (!stored) throw badRequest(MessageCode.imageRequired);
    if (stored.metadata[uploaderMetadataKey] !== String(userId)) {
      throw forbidden(MessageCode.photoNotYours);
    }
    const latest = await this.verifications.latest(userId);
    if (latest?.status !== 'started' || !(await this.verifications.submit(latest.id, selfieFile))) {
      throw badRequest(MessageCode.verificationCodeExpired);
    }
    return this.status(userId);
  }

  async queue(page: number): Promise<VerificationQueueResult> {
    const [rows, total, sign] = await Promise.all([
      this.verifications.pending(moderationPageSize, (page - 1) * moderationPageSize),
      this.verifications.pendingCount(),
      this.grants.signer(),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        request_id: row.id,
        user_id: row.user_id,
        name: row.name ?? '',
        code: row.code,
        selfie_url: photoUrl(row.selfie_file, 'full', sign(row.selfie_file)),
        photos: row.photos.map((photo) => ({
          slot: photo.slot,
          url: photoUrl(photo.img_file, 'full', sign(photo.img_file)),
        })),
        submitted_at: new Date(row.submitted_at).toISOString(),
      })),
    };
  }

  /** A refusal mails the member its reason, in the decision's transaction. */
  async decide(
    caller: Caller,
    requestId: number,
    approve: boolean,
    reason: string | undefined,
  ): Promise<{ ok: true }> {
    const userId = await this.outbox.transaction(async (manager) => {
      const decided = await this.verifications.decide(manager, requestId, approve, reason ?? null);
      if (decided === null) return null;
      await this.adminAudit.record(manager, caller, {
        action: approve ? 'verification.approve' : 'verification.reject',
        targetUserId: decided,
        object: `verification:${requestId}`,
        reason: reason ?? null,
      });
      if (!approve && reason)
        await this.outbox.mail(
          manager,
          verificationRejectedMail.letter({ userId: decided, kind: 'service' }, { reason }),
        );
      return decided;
    });
    if (userId === null) throw notFound(MessageCode.verificationRequestMissing);
    return { ok: true };
  }
}

/** What the member sees: an expired, unsubmitted code counts as not started. */
function stateOf(row: VerificationRow | null, now: Date): VerificationState {
  if (!row) return { state: 'none' };
  switch (row.status) {
    case 'started':
      return row.expires_at > now
        ? { state: 'started', code: row.code, expires_at: row.expires_at.toISOString() }
        : { state: 'none' };
    case 'rejected':
      return { state: 'rejected', reason: row.reason ?? '' };
    default:
      return { state: row.status };
  }
}
