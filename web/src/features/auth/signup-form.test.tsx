import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SignupForm } from "./signup-form.tsx";

/** The node test environment has no DOM: the form is checked through server rendering. */
const render = (initial: Parameters<typeof SignupForm>[0]["initial"]) =>
  renderToStaticMarkup(<SignupForm initial={initial} initialEmail="" onSubmit={async () => {}} />).replace(/&#x27;/g, "'");

describe("the sign-up form", () => {
  it("asks for names, email and a mobile number, with the promise about the SMS code", () => {
    const html = render(null);
    for (const text of [
      "First name",
      "Last name",
      "Email",
      "Mobile number",
      "The SMS code is used only for booking reminders, never for marketing.",
    ])
      expect(html).toContain(text);
    expect(html).toContain("Use a professional profile link instead");
  });

  it("coming back to it keeps what was sent: a link instead of a number, and the confirmed zone and country in words", () => {
    const html = render({
      step: "signup",
      email: "ada@example.com",
      firstName: "Ada",
      lastName: "Lovelace",
      professionalUrl: "https://github.com/ada",
      timezone: "Europe/London",
      country: "GB",
    });
    expect(html).toContain("Professional profile link");
    expect(html).toContain("Use a mobile number instead");
    expect(html).toContain("Europe/London · United Kingdom");
    expect(html).toContain("prices in GBP");
    expect(html).toContain('aria-label="Change time zone or country"');
  });
});
