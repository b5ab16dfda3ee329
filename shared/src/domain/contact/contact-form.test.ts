import { describe, expect, it } from "vitest";
import { contactMessageSchema } from "../../contracts/contact.ts";
import { issuesToFields } from "../../contracts/errors.ts";
import { CONTACT_TOPICS, topicFromQuery, validateContactForm, type ContactFormValues } from "./contact-form.ts";

const good: ContactFormValues = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  topic: "bookings",
  message: "How far ahead can learners request a session?",
};

describe("contact form rules", () => {
  it("accepts a complete message", () => {
    expect(validateContactForm(good)).toEqual({});
  });

  it.each<[Partial<ContactFormValues>, Partial<Record<keyof ContactFormValues, string>>]>([
    [{ name: "  " }, { name: "Oops! Looks like you missed the name." }],
    [{ name: "A" }, { name: "Please provide a name with at least 2 characters." }],
    [{ name: "x".repeat(101) }, { name: "Please provide a name with no more than 100 characters." }],
    [{ email: "" }, { email: "Oops! Looks like you missed the email." }],
    [{ email: "ada@example" }, { email: "Hmm that doesn't look like a valid email address.." }],
    [{ topic: "" }, {}],
    [{ topic: "lottery" }, { topic: "Please choose one of the topics in the list." }],
    [{ message: "" }, { message: "Oops! Looks like you missed the message." }],
    [{ message: "Too short, sorry.   " }, { message: "Please provide a message with at least 20 characters." }],
    [{ message: "x".repeat(5001) }, { message: "Please provide a message with no more than 5000 characters." }],
    [
      { organisation: "x".repeat(121) },
      { organisation: "Please provide a company or organisation name with no more than 120 characters." },
    ],
    [{ organisationSize: "huge" }, { organisationSize: "Oops! Looks like you missed the organisation size." }],
  ])("%j → %j", (change, errors) => {
    expect(validateContactForm({ ...good, ...change })).toEqual(errors);
  });

  it("preselects only listed topics from ?topic=", () => {
    expect(topicFromQuery("pro")).toBe("pro");
    expect(topicFromQuery("demo")).toBe("general");
    expect(topicFromQuery("<script>")).toBe("general");
    expect(topicFromQuery(null)).toBe("general");
    expect(CONTACT_TOPICS).toHaveLength(10);
  });
});

describe("the API schema agrees with the page's rules", () => {
  const cases: Record<string, unknown>[] = [
    { ...good },
    { ...good, name: "", email: "nope", topic: "x", message: "short" },
    { ...good, message: "y".repeat(5001), organisation: "o".repeat(200), organisationSize: "12" },
    { ...good, topic: "demo", organisation: "Northside Library", organisationSize: "11-50" },
    {},
    { name: 42, email: null, topic: ["bookings"], message: { a: 1 } },
  ];
  it.each(cases)("%j", (input) => {
    const result = contactMessageSchema.safeParse(input);
    const page = validateContactForm({
      name: typeof input.name === "string" ? input.name : "",
      email: typeof input.email === "string" ? input.email : "",
      topic: typeof input.topic === "string" ? input.topic : "",
      message: typeof input.message === "string" ? input.message : "",
      organisation: typeof input.organisation === "string" ? input.organisation : "",
      organisationSize: typeof input.organisationSize === "string" ? input.organisationSize : "",
    });
    const api = result.success ? {} : Object.fromEntries(Object.entries(issuesToFields(result.error.issues)).map(([k, v]) => [k, v[0]]));
    expect(api).toEqual(page);
  });

  it("tidies what it keeps and flags a filled honeypot", () => {
    const parsed = contactMessageSchema.parse({
      ...good,
      name: "  Ada   Lovelace ",
      email: " Ada@Example.COM ",
      website: "http://spam.example",
    });
    expect(parsed).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      organisation: null,
      organisationSize: null,
      isBot: true,
    });
    expect(contactMessageSchema.parse(good).isBot).toBe(false);
    expect(contactMessageSchema.parse({ ...good, topic: undefined }).topic).toBe("general");
  });
});
