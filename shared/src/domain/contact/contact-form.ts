import { BRAND } from "../../brand.ts";
import { fillMessage } from "../../messages.ts";
import { validateEmail } from "../validation/rules.ts";
import { TEXT_LIMITS, tooLong, type TextLimit } from "../validation/text-limit.ts";

/**
 * The contact and demo forms' rules, pure and zod-free: the public pages run them in the browser
 * (their JavaScript budget has no room for zod) and the API's zod schema runs the very same ones.
 */

/** What people can write to us about, in the order the select shows them. `demo` is the demo form's own. */
export const CONTACT_TOPICS = [
  { id: "general", label: "A general question", about: "your question" },
  { id: "bookings", label: "Bookings", about: "bookings" },
  { id: "payments", label: "Payments and payouts", about: "payments and payouts" },
  { id: "cards", label: `${BRAND.name} Cards`, about: `${BRAND.name} Cards` },
  { id: "groups", label: "Groups for organisations", about: "groups for organisations" },
  { id: "video-production", label: "Video production", about: "video production" },
  { id: "gift-cards", label: "Gift cards", about: "gift cards" },
  { id: "pro", label: `${BRAND.name} Pro access`, about: `${BRAND.name} Pro access` },
  { id: "press", label: "Press and media", about: "a press or media enquiry" },
  { id: "other", label: "Something else", about: "" },
] as const;

export const DEMO_TOPIC = "demo";
/** The request-invite popup's own topic (core §2): a first name and an email, no message needed. */
export const INVITE_TOPIC = "invite";
export const INVITE_TOPIC_LABEL = "Request an invite";
/** How long a signed-out visitor is on a page before the request-invite popup appears (core §2: 7 seconds). */
export const INVITE_REQUEST_DELAY_MS = 7_000;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]["id"] | typeof DEMO_TOPIC | typeof INVITE_TOPIC;

/** Organisation sizes offered on the demo form (people in the organisation). */
export const ORGANISATION_SIZES = ["1-10", "11-50", "51-200", "201-1000", "1000+"] as const;
export type OrganisationSize = (typeof ORGANISATION_SIZES)[number];
export const ORGANISATION_SIZE_LABELS: Record<OrganisationSize, string> = {
  "1-10": "1 to 10 people",
  "11-50": "11 to 50 people",
  "51-200": "51 to 200 people",
  "201-1000": "201 to 1,000 people",
  "1000+": "More than 1,000 people",
};

export const TOPIC_NOT_LISTED = "Please choose one of the topics in the list.";

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: TEXT_LIMITS.contactName.max,
  messageMin: 20,
  messageMax: TEXT_LIMITS.message.max,
  organisationMax: TEXT_LIMITS.contactOrganisation.max,
} as const;

/** The form as typed; every value a string ("" for empty), as a browser's form data has it. */
export interface ContactFormValues {
  name: string;
  email: string;
  topic: string;
  message: string;
  organisation?: string;
  organisationSize?: string;
}

export type ContactField = keyof ContactFormValues;
export type ContactFormErrors = Partial<Record<ContactField, string>>;

const TOPIC_IDS = new Set<string>([...CONTACT_TOPICS.map((t) => t.id), DEMO_TOPIC, INVITE_TOPIC]);

export const isContactTopic = (value: string | null | undefined): value is ContactTopic => !!value && TOPIC_IDS.has(value);

/** What a message is about when the sender leaves the topic as it was. */
export const DEFAULT_TOPIC = "general";

/** The select's topic from a `?topic=` value: one of the listed topics, else the general one. */
export const topicFromQuery = (value: string | null | undefined): string =>
  value && value !== DEMO_TOPIC && value !== INVITE_TOPIC && TOPIC_IDS.has(value) ? value : DEFAULT_TOPIC;

export const topicLabel = (topic: string): string =>
  topic === DEMO_TOPIC
    ? "Demo request"
    : topic === INVITE_TOPIC
      ? INVITE_TOPIC_LABEL
      : (CONTACT_TOPICS.find((t) => t.id === topic)?.label ?? topic);

/** "Thanks for getting in touch about …": the topic as the end of that sentence, or "" for none. */
export const topicAbout = (topic: string): string => CONTACT_TOPICS.find((t) => t.id === topic)?.about ?? "";

function length(value: string, min: number, limit: TextLimit): string | null {
  if (value.length === 0) return fillMessage("required", { field: limit.field });
  if (value.length < min) return fillMessage("minLength", { field: limit.field, min });
  return tooLong(value, limit);
}

/** Checks one field (values are trimmed first); null when it is fine. */
export function validateContactField(field: ContactField, values: ContactFormValues): string | null {
  const value = (values[field] ?? "").trim();
  switch (field) {
    case "name":
      return length(value, CONTACT_LIMITS.nameMin, TEXT_LIMITS.contactName);
    case "email":
      return validateEmail(value);
    case "topic":
      // An empty topic is the general one; anything else must be on the list.
      return value === "" || isContactTopic(value) ? null : TOPIC_NOT_LISTED;
    case "message":
      // An invite request is a name and an address; anything it adds is optional.
      if ((values.topic ?? "").trim() === INVITE_TOPIC) return tooLong(value, TEXT_LIMITS.message);
      return length(value, CONTACT_LIMITS.messageMin, TEXT_LIMITS.message);
    case "organisation":
      return tooLong(value, TEXT_LIMITS.contactOrganisation);
    case "organisationSize":
      return value === "" || (ORGANISATION_SIZES as readonly string[]).includes(value)
        ? null
        : fillMessage("required", { field: "organisation size" });
  }
}

const FIELDS: ContactField[] = ["name", "email", "topic", "message", "organisation", "organisationSize"];

/** Every broken rule, one message per field, in the form's order. An empty object means the form can be sent. */
export function validateContactForm(values: ContactFormValues): ContactFormErrors {
  const errors: ContactFormErrors = {};
  for (const field of FIELDS) {
    const message = validateContactField(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}
