// The part of nodemailer's API the mailer uses (the package ships no types; @types/nodemailer is not installed).
declare module 'nodemailer' {
  export interface SendMailOptions {
    from?: string;
    to?: string;
    subject?: string;
    text?: string;
    html?: string;
  }
  export interface SentMessageInfo {
    messageId: string;
    /** The composed RFC 5322 message (stream transport with `buffer: true`). */
    message?: Buffer;
  }
  export interface Transporter {
    sendMail(mail: SendMailOptions): Promise<SentMessageInfo>;
    close(): void;
  }
  export function createTransport(options: string | Record<string, unknown>): Transporter;
  const nodemailer: { createTransport: typeof createTransport };
  export default nodemailer;
}
