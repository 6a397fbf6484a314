import nodemailer, { type Transporter } from 'nodemailer';
import { type SmtpConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the member turns this kind of mail off: sent as List-Unsubscribe (RFC 2369). */
  unsubscribeUrl?: string;
  /**
   * The Message-ID's left part, e.g. the outbox row's id: a mail sent again after a crash keeps
   * its id, so mail programs show it once.
   */
  id?: string;
}

/**
 * E-mail through the SMTP server named by SMTP_URL (DESIGN.md §7), from MAIL_FROM. Sending
 * resolves once the server has accepted the message, and fails within seconds when it does not
 * answer.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly config: SmtpConfig) {
    this.transport = nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send({ unsubscribeUrl, id, ...message }: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      ...message,
      ...(id ? { messageId: `<${id}@${this.domain()}>` } : {}),
      ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}),
    });
  }

  /** The domain of MAIL_FROM's address, for Message-IDs. */
  private domain(): string {
    return /@([^>\s]+)>?\s*$/.exec(this.config.MAIL_FROM)?.[1] ?? 'localhost';
  }

  close(): void {
    this.transport.close();
  }
}
