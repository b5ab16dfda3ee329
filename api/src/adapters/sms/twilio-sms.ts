import { type SmsMessage, SmsRejectedError, type SmsSender, SmsUnavailableError } from "./sms.ts";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** An E.164 number, a Messaging Service SID (MG…) or an alphanumeric sender ID. */
  from: string;
  /** https://api.twilio.com, or a local server that answers like it (tests). */
  apiBase: string;
  /** How long one request may take; 10 s by default. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Twilio errors about the recipient's number (https://www.twilio.com/docs/api/errors): invalid (21211,
 * 21217, 21401), not a mobile (21614), unreachable by SMS (21612), a region not enabled (21408), or the
 * person texted STOP (21610).
 */
const BAD_NUMBER_CODES = new Set([21211, 21217, 21401, 21408, 21610, 21612, 21614]);

/** Twilio's error body: `{ code, message, more_info, status }`. */
interface TwilioError {
  code?: unknown;
  message?: unknown;
}

/** HTTP basic auth; SIDs and tokens are ASCII, so btoa takes them as they are. */
const basicAuth = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;

/**
 * Production SMS over Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded To, From (or MessagingServiceSid) and Body, with HTTP basic auth. A small fetch client
 * rather than the `twilio` SDK: one call is all Kora makes, and plain fetch runs the same under Deno
 * and Node with a base URL the tests can point at a local server.
 * 201 → sent; 429, 5xx, a timeout or no connection → SmsUnavailableError (retry later);
 * any other 4xx → SmsRejectedError with Twilio's code and message.
 */
export function createTwilioSms(options: TwilioOptions): SmsSender {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const sender: [string, string] = /^MG[0-9a-fA-F]{32}$/.test(options.from)
    ? ["MessagingServiceSid", options.from]
    : ["From", options.from];
  const authorization = basicAuth(options.accountSid, options.authToken);
  return {
    kind: "twilio",
    async send(message: SmsMessage) {
      let response: Response;
      try {
        response = await doFetch(url, {
          method: "POST",
          headers: { authorization, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: new URLSearchParams([["To", message.to], sender, ["Body", message.body]]),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new SmsUnavailableError(`Twilio could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = await errorOf(response);
      const text = `Twilio answered ${response.status}${detail.code === null ? "" : ` (error ${detail.code})`}: ${detail.message}`;
      if (response.status === 429 || response.status >= 500) throw new SmsUnavailableError(text);
      throw new SmsRejectedError(text, response.status, detail.code, detail.code !== null && BAD_NUMBER_CODES.has(detail.code));
    },
  };
}

async function errorOf(response: Response): Promise<{ code: number | null; message: string }> {
  const raw = await response.text().catch(() => "");
  try {
    const body = JSON.parse(raw) as TwilioError;
    return {
      code: typeof body.code === "number" ? body.code : null,
      message: typeof body.message === "string" ? body.message : raw.slice(0, 200),
    };
  } catch {
    return { code: null, message: raw.slice(0, 200) || response.statusText };
  }
}
