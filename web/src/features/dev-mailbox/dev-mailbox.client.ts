import { z } from "zod";
import { mailboxMessageSchema } from "@kora/shared/contracts/dev-mailbox.ts";
import { devSmsSchema } from "@kora/shared/contracts/verification.ts";
import { api } from "../../lib/api-client.ts";

/** Mail caught by the embedded mailbox, newest first. 404 when the server runs in production mode. */
export const fetchMailbox = (to: string) =>
  api.get(`/api/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ""}`, { schema: z.array(mailboxMessageSchema), quiet: true });

/** Text messages caught by the embedded SMS outbox, newest first; `to` is a number in any spacing. 404 in production mode. */
export const fetchSmsOutbox = (to: string) =>
  api.get(`/api/dev/sms${to ? `?to=${encodeURIComponent(to)}` : ""}`, { schema: z.array(devSmsSchema), quiet: true });
