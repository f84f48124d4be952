import nodemailer from 'nodemailer';
import type { SmtpSettings } from '../config.ts';

/** One message of a subscription, ready to send. */
export interface Mail {
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** The unsubscribe address (List-Unsubscribe header, RFC 2369/8058: one-click POST in the mail client). */
  unsubscribeUrl: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  /** Sends; resolves with the size in bytes of the body and attachments, rejects with the SMTP server's error. */
  send(mail: Mail): Promise<number>;
  close(): void;
}

/** The SMTP transport of MIRANTE_SMTP_URL (nodemailer reads smtp:// and smtps:// URLs with credentials). */
export function createMailer(settings: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport(settings.url);
  return {
    async send(mail) {
      const message = {
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        list: { unsubscribe: mail.unsubscribeUrl },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
      await transport.sendMail(message);
      // the size logged: body and attachments (the SMTP envelope and encoding overhead are not the reader's concern)
      return Buffer.byteLength(mail.html) + Buffer.byteLength(mail.text) + mail.attachments.reduce((n, a) => n + a.content.length, 0);
    },
    close: () => transport.close(),
  };
}
