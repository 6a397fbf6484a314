import { type Provider } from '@nestjs/common';
import { AdminAudit } from './admin-audit';
import { MailLookups } from './mail-lookups';
import { Outbox } from './outbox';
import { OUTBOX_OPTIONS, OutboxRelay, type OutboxOptions } from './outbox-relay';
import { OutboxRepository } from './outbox.repository';

/**
 * A service's outbox, its relay, and the audit record written through it. They sit among the
 * service's own providers, where the relay finds the service's Mailer and MAIL_TEMPLATES.
 */
export function outboxProviders(options: OutboxOptions): Provider[] {
  return [
    { provide: OUTBOX_OPTIONS, useValue: options },
    OutboxRepository,
    OutboxRelay,
    Outbox,
    AdminAudit,
    MailLookups,
  ];
}
