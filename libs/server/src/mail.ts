import nodemailer, { type Transporter } from 'nodemailer';
import { type SmtpConfig } from './config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.config.MAIL_FROM, ...message });
  }

  close(): void {
    this.transport.close();
  }
}
