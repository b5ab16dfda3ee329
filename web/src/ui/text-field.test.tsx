import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { suggestTimesSchema } from "@kora/shared/contracts/bookings.ts";
import { issuesToFields } from "@kora/shared/contracts/errors.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { contactSuggestsSchema } from "../features/bookings/initiate/initiate-forms.ts";
import { LimitCount, TextAreaField, TextField } from "./text-field.tsx";

/**
 * The node test environment has no DOM, so fields are checked through server rendering: a paste is
 * the value it leaves in the field (controlled, or uncontrolled as register() and defaultValue hold it).
 */
const pasted = "x".repeat(12_000);
const limit = TEXT_LIMITS.message;
const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/<!-- -->/g, "");
const textareaContent = (html: string) => /<textarea[^>]*>([^<]*)<\/textarea>/.exec(html)?.[1] ?? null;

describe("a field with a limit", () => {
  it("keeps all 12,000 pasted characters in a 5,000 field and says it's over, with the API's message", () => {
    expect(limit.max).toBe(5000);
    for (const props of [{ value: pasted, onChange: () => {} }, { defaultValue: pasted }]) {
      const html = decode(renderToStaticMarkup(<TextAreaField label="Message" name="message" limit={limit} {...props} />));
      expect(textareaContent(html)).toHaveLength(12_000);
      expect(html).not.toMatch(/maxlength/i);
      expect(html).toContain('aria-invalid="true"');
      expect(html).toContain("Please provide a message with no more than 5000 characters.");
      expect(html).toContain("12,000 / 5,000");
    }
  });

  it("gives the message the form's schema and the API's schema give, so the form can't be sent as it is", () => {
    const shown = decode(renderToStaticMarkup(<TextAreaField label="Message" limit={limit} value={pasted} onChange={() => {}} />));
    const form = contactSuggestsSchema.safeParse({ email: "ada@example.com", firstName: "Ada", cardId: "card-1", message: pasted });
    const api = suggestTimesSchema.safeParse({ times: ["2030-01-01T09:00:00Z"], message: pasted });
    for (const result of [form, api]) {
      expect(result.success).toBe(false);
      const message = issuesToFields(result.error!.issues).message?.[0];
      expect(message).toBe(limit.message);
      expect(shown).toContain(message);
    }
  });

  it("counts quietly from 80 % of the limit, and not before", () => {
    const near = renderToStaticMarkup(<TextAreaField label="Message" limit={limit} value={"y".repeat(4000)} onChange={() => {}} />);
    expect(decode(near)).toContain("4,000 / 5,000");
    expect(near).not.toContain("aria-invalid");
    const early = renderToStaticMarkup(<TextAreaField label="Message" limit={limit} value={"y".repeat(3999)} onChange={() => {}} />);
    expect(early).not.toContain(" / 5,000");
  });

  it("counts what the API counts: surrounding spaces don't push it over", () => {
    const html = decode(
      renderToStaticMarkup(
        <TextField label="First name" limit={TEXT_LIMITS.firstName} value={`  ${"a".repeat(80)}  `} onChange={() => {}} />,
      ),
    );
    expect(html).toContain("80 / 80");
    expect(html).not.toContain("no more than");
  });

  it("shows a one-line field's overflow the same way, and a message from the form (or the server) first", () => {
    const long = "A".repeat(200);
    const over = decode(renderToStaticMarkup(<TextField label="First name" limit={TEXT_LIMITS.firstName} defaultValue={long} />));
    expect(over).toContain(`value="${long}"`);
    expect(over).toContain("Please provide a first name with no more than 80 characters.");
    expect(over).toContain("200 / 80");
    const given = decode(
      renderToStaticMarkup(
        <TextField
          label="First name"
          limit={TEXT_LIMITS.firstName}
          defaultValue={long}
          error="Oops! Looks like you missed the first name."
        />,
      ),
    );
    expect(given).toContain("Oops! Looks like you missed the first name.");
    expect(given).not.toContain("no more than 80");
  });

  it("without a limit, renders as before", () => {
    const html = renderToStaticMarkup(<TextField label="Search" value={"z".repeat(10_000)} onChange={() => {}} />);
    expect(html).not.toContain("aria-invalid");
    expect(html).not.toContain(" / ");
  });

  it("LimitCount can always show, for fields that keep their own counter", () => {
    expect(decode(renderToStaticMarkup(<LimitCount value="hello" limit={limit} always />))).toContain("5 / 5,000");
  });
});
