import { z } from "zod";

/** A text message ready to send: `to` in E.164 ("+61412345678"). */
export interface SmsMessage {
  to: string;
  body: string;
}

/** A stored message as the outbox reads it back (the `sms.send` job's payload). */
export const smsMessageSchema = z.object({
  to: z.string().regex(/^\+[1-9]\d{6,14}$/, "to is a number in E.164"),
  body: z.string().min(1).max(1600),
}) satisfies z.ZodType<SmsMessage>;

/**
 * The provider refused the message for good (Twilio's 4xx other than 429): sending it again gets the
 * same answer. `badNumber` when the number itself is the reason (invalid, not a mobile, unreachable,
 * or the person texted STOP), so the caller can say so on the phone field.
 */
export class SmsRejectedError extends Error {
  override readonly name = "SmsRejectedError";
  constructor(
    message: string,
    readonly status: number,
    readonly providerCode: number | null,
    readonly badNumber: boolean,
  ) {
    super(message);
  }
}

/** The provider could not take the message now (5xx, 429, a timeout, no connection): worth trying again later. */
export class SmsUnavailableError extends Error {
  override readonly name = "SmsUnavailableError";
}

/**
 * The SMS port: the dev outbox in embedded mode, Twilio's Messages API in production. `send` sends
 * now and throws SmsRejectedError or SmsUnavailableError; later (with retries) is the outbox's job.
 */
export interface SmsSender {
  readonly kind: "dev-outbox" | "twilio";
  send(message: SmsMessage): Promise<void>;
}
