import { Injectable } from '@nestjs/common';
import {
  moderationPageSize,
  photoUrl,
  type Caller,
  type ModerationMembersInput,
  type ModerationMembersResult,
  type PhotoQueueResult,
  type PhotoRemovalsResult,
  MessageCode,
} from '@dating/contracts';
import { AdminAudit, notFound, Outbox } from '@dating/server';
import { photoRemovedMail } from '../mail/mail-texts';
import { PhotoGrants } from '../photos/photo-grants';
import { photoUrls } from '../photos/photo-urls';
import { PhotosService } from '../photos/photos.service';
import { ReviewRepository } from './review.repository';

/** Admins approve or remove members' new photos; a removal tells the member why. */
@Injectable()
export class ReviewService {
  constructor(
    private readonly review: ReviewRepository,
    private readonly photos: PhotosService,
    private readonly grants: PhotoGrants,
    private readonly adminAudit: AdminAudit,
    private readonly outbox: Outbox,
  ) {}

  async setReported(userId: number, hasOpenReports: boolean): Promise<{ ok: true }> {
    await this.review.setReported(userId, hasOpenReports);
    return { ok: true };
  }

  /** The URLs carry a grant: a pending photo of a reported member is not public. */
  async queue(page: number): Promise<PhotoQueueResult> {
    const [rows, total, sign] = await Promise.all([
      this.review.pending(moderationPageSize, (page - 1) * moderationPageSize),
      this.review.pendingCount(),
      this.grants.signer(),
    ]);
    return {
      total,
      items: rows.map((row) => ({
        user_id: row.user_id,
        name: row.name ?? '',
        slot: row.img_seq,
        ...photoUrls(row.img_file, sign(row.img_file)),
        uploaded_at: new Date(row.uploaded_at).toISOString(),
        has_open_reports: row.has_open_reports,
      })),
    };
  }

  /**
   * For svc-interest's moderation queue (admins only): names and card photos whatever the
   * members' visibility, and the named photos, each URL with a grant (a reported member's
   * pending photos are not public).
   */
  async moderationMembers(input: ModerationMembersInput): Promise<ModerationMembersResult> {
    const [members, photos, sign] = await Promise.all([
      input.user_ids.length ? this.review.moderationMembers([...new Set(input.user_ids)]) : [],
      input.photos.length ? this.review.slotPhotos(input.photos) : [],
      this.grants.signer(),
    ]);
    return {
      members: members.map((member) => ({
        user_id: member.user_id,
        name: member.name,
        card_url: member.img_file ? photoUrl(member.img_file, 'card', sign(member.img_file)) : null,
      })),
      photos: photos.map((photo) => ({
        user_id: photo.user_id,
        slot: photo.img_seq,
        url: photoUrl(photo.img_file, 'full', sign(photo.img_file)),
      })),
    };
  }

  async approve(caller: Caller, userId: number, slot: number): Promise<{ ok: true }> {
    const approved = await this.outbox.transaction(async (manager) => {
      if (!(await this.review.approve(manager, userId, slot))) return false;
      await this.adminAudit.record(manager, caller, {
        action: 'photo.approve',
        targetUserId: userId,
        object: `photo:${slot}`,
      });
      return true;
    });
    if (!approved) throw notFound(MessageCode.photoMissing);
    return { ok: true };
  }

  async remove(
    caller: Caller,
    userId: number,
    slot: number,
    reason: string,
  ): Promise<{ ok: true }> {
    if (!(await this.removed(caller, userId, slot, reason)))
      throw notFound(MessageCode.photoMissing);
    return { ok: true };
  }

  /**
   * For the admin closing a member's reports (svc-interest): a photo already gone is no error, so
   * a resolution asked again after a failure neither fails nor removes, audits or mails twice.
   */
  async removeReported(
    caller: Caller,
    userId: number,
    slot: number,
    reason: string,
  ): Promise<{ ok: true }> {
    await this.removed(caller, userId, slot, reason);
    return { ok: true };
  }

  /**
   * Removes the photo, audited, and mails the member why, all in one transaction; false when the
   * slot held none.
   */
  private async removed(
    caller: Caller,
    userId: number,
    slot: number,
    reason: string,
  ): Promise<boolean> {
    const file = await this.outbox.transaction(async (manager) => {
      const removed = await this.review.remove(manager, userId, slot, reason);
      if (removed) {
        await this.adminAudit.record(manager, caller, {
          action: 'photo.remove',
          targetUserId: userId,
          object: `photo:${slot}`,
          reason,
        });
        await this.outbox.mail(
          manager,
          photoRemovedMail.letter({ userId, kind: 'service' }, { reason }),
        );
      }
      return removed;
    });
    if (!file) return false;
    await this.photos.discard(file);
    return true;
  }

  async removals(userId: number): Promise<PhotoRemovalsResult> {
    return { items: await this.review.removals(userId) };
  }

  async dismiss(userId: number, slot: number): Promise<{ ok: true }> {
    await this.review.dismiss(userId, slot);
    return { ok: true };
  }
}
