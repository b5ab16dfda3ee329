import { z } from "zod";
import {
  DEFAULT_TOPIC,
  validateContactForm,
  type ContactFormValues,
  type ContactTopic,
  type OrganisationSize,
} from "../domain/contact/contact-form.ts";

/** Anything that isn't a string reads as empty, so a missing field gets the spec's "you missed the …" text. */
const text = z.string().catch("");

/**
 * `POST /api/contact-messages` (JSON, or a plain HTML form post). The rules are the pure ones the
 * public pages run (domain/contact/contact-form.ts), so browser and API give the same messages.
 * `website` is the honeypot: people never see it, bots fill it in.
 */
export const contactMessageSchema = z
  .object({
    name: text,
    email: text,
    topic: text,
    message: text,
    organisation: text.optional(),
    organisationSize: text.optional(),
    website: text.optional(),
  })
  .superRefine((values, ctx) => {
    const errors = validateContactForm(values);
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: "custom", path: [field], message });
  })
  .transform((values) => ({
    name: values.name.trim().replace(/\s+/g, " "),
    email: values.email.trim().toLowerCase(),
    topic: (values.topic.trim() || DEFAULT_TOPIC) as ContactTopic,
    message: values.message.trim(),
    organisation: values.organisation?.trim().replace(/\s+/g, " ") || null,
    organisationSize: (values.organisationSize?.trim() || null) as OrganisationSize | null,
    /** True when the honeypot was filled in: answer as usual, keep and send nothing. */
    isBot: Boolean(values.website?.trim()),
  }));
export type ContactMessageInput = ContactFormValues & { website?: string };
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What a sent message answers (201); the same for a honeypot hit, so bots learn nothing. */
export interface ContactMessageSent {
  name: string;
  email: string;
  topic: ContactTopic;
  /** 24 for a signed-in Pro member (Pro: reply to contact within 24 hours); otherwise null. */
  replyWithinHours: number | null;
}

/** `GET /api/contact-channels`: where else people can reach us. */
export interface ContactChannels {
  email: string;
}

/** `GET /api/unsubscribe?token=`: what an unsubscribe link is for and where it stands. */
export type UnsubscribeStatus = { status: "invalid" } | { status: "subscribed"; email: string } | { status: "unsubscribed"; email: string };

/** `POST /api/unsubscribe` and `POST /api/unsubscribe/undo`: the token from the link. */
export const unsubscribeSchema = z.object({
  token: z.string({ error: "This unsubscribe link isn't complete." }).trim().min(1, "This unsubscribe link isn't complete.").max(1000),
});
