import { Subjects } from '@dating/contracts';
import {
  Buckets,
  ExportParts,
  loadConfig,
  ObjectStorage,
  ensureBucketsFrom,
  Mailer,
  MAIL_TEMPLATES,
  type ServiceDefinition,
  CLOCK,
  systemClock,
  type Clock,
} from '@dating/server';
import { AccountsController } from './accounts/accounts.controller';
import { AccountsService } from './accounts/accounts.service';
import { UserLogin } from './accounts/user-login.entity';
import { UserLoginRepository } from './accounts/user-login.repository';
import { AUTH_CONFIG } from './auth-config';
import { adminSeedSchema, configSchema, type AuthConfig } from './config';
import { ConsentController } from './consent/consent.controller';
import { ConsentService } from './consent/consent.service';
import {
  contractsDocuments,
  CURRENT_DOCUMENTS,
  type CurrentDocuments,
} from './consent/current-documents';
import { LegalConsents } from './consent/legal-consents.repository';
import { AdminAuditRepository } from './members/admin-audit.repository';
import { AuditLog } from './members/audit-log';
import { DeletionController } from './deletion/deletion.controller';
import { DeletionService } from './deletion/deletion.service';
import { ErasureRepository } from './deletion/erasure.repository';
import { ErasureScheduler } from './deletion/erasure.scheduler';
import { ErasureService } from './deletion/erasure.service';
import { EmailConfirmations } from './email/email-confirmations.repository';
import { EmailController } from './email/email.controller';
import { EmailService } from './email/email.service';
import { authMailTemplates } from './mail/auth-mails';
import { MailPreferences } from './mail-settings/mail-preferences.repository';
import { MailSettingsController } from './mail-settings/mail-settings.controller';
import { MailSettingsService } from './mail-settings/mail-settings.service';
import { MemberAdminController } from './members/member-admin.controller';
import { MemberAdminService } from './members/member-admin.service';
import { MembersRepository } from './members/members.repository';
import { migrations } from './migrations';
import { RecoveryController } from './recovery/recovery.controller';
import { RecoveryService } from './recovery/recovery.service';
import { PasswordResetRequest } from './recovery/reset-request.entity';
import { ResetRequestRepository } from './recovery/reset-requests.repository';
import { seedAdmin } from './seeds/admin';
import { SessionsController } from './sessions/sessions.controller';
import { EndedSession } from './sessions/ended-session.entity';
import { EndedSessions } from './sessions/ended-sessions.repository';
import { SessionNotices } from './sessions/session-notices';
import { SessionsService } from './sessions/sessions.service';
import { SigningKey } from './sessions/signing-key.entity';
import { SigningKeyRepository } from './sessions/signing-key.repository';
import { SigningKeys } from './sessions/signing-keys';
import { KnownDevice } from './devices/known-device.entity';
import { KnownDevices } from './devices/known-devices.repository';
import { EmailChangeMail } from './email/email-change-mail.entity';
import { AccountPart } from './export/account-part';
import { ExportExpiryScheduler } from './export/export-expiry.scheduler';
import { ExportController } from './export/export.controller';
import { ExportService } from './export/export.service';
import { ExportsRepository } from './export/exports.repository';
import { AccountLock } from './throttle/account-lock';
import { LoginThrottleRow } from './throttle/login-throttle.entity';
import { LoginThrottles } from './throttle/login-throttles.repository';
import { UnlockController } from './throttle/unlock.controller';

/**
 * svc-auth, on a given clock (tests move theirs), asking members to accept the given current
 * versions of the Terms and the Privacy Policy (tests give newer ones).
 */
export function defineAuthService(
  clock: Clock = systemClock,
  documents: CurrentDocuments = contractsDocuments,
): ServiceDefinition<AuthConfig> {
  return {
    name: 'svc-auth',
    healthSubject: Subjects.auth.health,
    configSchema,
    parts: (config) => ({
      controllers: [
        AccountsController,
        SessionsController,
        RecoveryController,
        MemberAdminController,
        EmailController,
        MailSettingsController,
        UnlockController,
        DeletionController,
        ConsentController,
        ExportController,
      ],
      providers: [
        { provide: AUTH_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: CURRENT_DOCUMENTS, useValue: documents },
        { provide: Mailer, useValue: new Mailer(config) },
        { provide: MAIL_TEMPLATES, useValue: authMailTemplates },
        { provide: ObjectStorage, useValue: new ObjectStorage(config) },
        UserLoginRepository,
        LoginThrottles,
        AccountLock,
        KnownDevices,
        EndedSessions,
        SessionNotices,
        ResetRequestRepository,
        SigningKeyRepository,
        SigningKeys,
        AccountsService,
        SessionsService,
        RecoveryService,
        MembersRepository,
        AdminAuditRepository,
        AuditLog,
        MemberAdminService,
        EmailConfirmations,
        EmailService,
        MailPreferences,
        MailSettingsService,
        DeletionService,
        ErasureRepository,
        ErasureService,
        ErasureScheduler,
        LegalConsents,
        ConsentService,
        ExportParts,
        ExportsRepository,
        ExportService,
        AccountPart,
        ExportExpiryScheduler,
      ],
    }),
    entities: [
      UserLogin,
      SigningKey,
      PasswordResetRequest,
      LoginThrottleRow,
      EndedSession,
      KnownDevice,
      EmailChangeMail,
    ],
    migrations,
    seed: async (dataSource, env) => {
      await seedAdmin(dataSource, loadConfig(adminSeedSchema, env), documents.current());
      // Every service writes its part of an export here, and the gateway reads them: the bucket
      // is there before any of them asks, whichever starts first.
      await ensureBucketsFrom(env, [Buckets.exports]);
    },
  };
}

export const authService = defineAuthService();
