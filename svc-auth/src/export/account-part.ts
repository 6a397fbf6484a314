import { Injectable } from '@nestjs/common';
import { exportRequestedEvent, type EventPayload } from '@dating/contracts';
import { ExportParts, OnEvent } from '@dating/server';
import { UserLoginRepository } from '../accounts/user-login.repository';
import { LegalConsents } from '../consent/legal-consents.repository';
import { KnownDevices } from '../devices/known-devices.repository';
import { MailPreferences } from '../mail-settings/mail-preferences.repository';
import { exportTexts } from './export-texts';

/**
 * svc-auth's part of a member's data export (folder `account/`): the account, the consents, the
 * mail settings and the remembered devices. Never a password hash, a token's or link's hash, a
 * TOTP secret, or anything of another member. An account no longer here writes an empty part,
 * so the export is not held up (its erasure removes it anyway).
 */
@Injectable()
export class AccountPart {
  constructor(
    private readonly parts: ExportParts,
    private readonly users: UserLoginRepository,
    private readonly consents: LegalConsents,
    private readonly preferences: MailPreferences,
    private readonly devices: KnownDevices,
  ) {}

  @OnEvent(exportRequestedEvent)
  async write(request: EventPayload<typeof exportRequestedEvent>): Promise<void> {
    const about = exportTexts[request.lang];
    await this.parts.write('svc-auth', request, async (part) => {
      const user = await this.users.findById(request.user_id);
      if (!user) return;
      await part.json('account/account.json', about.account, {
        user_id: user.userId,
        username: user.username,
        email: user.email,
        pending_email: user.pendingEmail,
        role: user.role,
        active: user.activeFlag === 'Y',
        deactivation_reason: user.deactivationReason,
        deactivated_at: user.deactivatedAt?.toISOString() ?? null,
        language: user.lang,
        created_at: user.createDatetime.toISOString(),
        email_confirmed_at: user.emailConfirmedAt?.toISOString() ?? null,
        last_login_at: user.lastLoginAt?.toISOString() ?? null,
        deletion_due_at: user.deletionDueAt?.toISOString() ?? null,
      });
      const consents = await this.consents.list(user.userId);
      await part.json(
        'account/consents.json',
        about.consents,
        consents.map((consent) => ({
          document: consent.document,
          version: consent.version,
          accepted_at: consent.accepted_at.toISOString(),
          text_sha256: consent.text_hash,
        })),
      );
      await part.json(
        'account/mail-settings.json',
        about.mailSettings,
        await this.preferences.settings(user.userId),
      );
      const devices = await this.devices.list(user.userId);
      await part.json(
        'account/devices.json',
        about.devices,
        devices.map((device) => ({
          device_id_sha256: device.deviceHash,
          last_login_at: device.lastSeenAt.toISOString(),
        })),
      );
    });
  }
}
