import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { Me } from "@kora/shared/contracts/users.ts";
import { makeMe } from "../../test/me-fixture.ts";
import { VerificationPanel } from "./verification-panel.tsx";
import { retryAfterOf } from "./verification.client.ts";

const render = (me: Me) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <VerificationPanel me={me} />
    </MemoryRouter>,
  );
const stats = (requiresEmailVerification: boolean) => ({ ...makeMe().stats!, requiresEmailVerification });
const checkbox = (html: string) => /<input type="checkbox"[^>]*>/.exec(html)?.[0] ?? "";

describe("the verification panel of My details", () => {
  it("shows a verified phone and email, a way to change the number, and the reminder switch on", () => {
    const html = render(makeMe());
    expect(html).toContain("+61 412 345 678");
    expect(html.match(/>Verified</g)).toHaveLength(2);
    expect(html).toContain(">Change number<");
    expect(html).not.toContain('href="/verify/');
    expect(checkbox(html)).toContain("checked");
    expect(checkbox(html)).not.toContain("disabled");
  });

  it("links an unverified phone and email to their pages, and can't switch reminders on yet", () => {
    const html = render(makeMe({ phone: "+61412345678", phoneVerified: false, verificationRequired: true, stats: stats(true) }));
    expect(html.match(/>Not verified</g)).toHaveLength(2);
    expect(html).toContain('href="/verify/phone"');
    expect(html).toContain('href="/verify/email"');
    expect(checkbox(html)).toContain("disabled");
    expect(checkbox(html)).not.toContain("checked");
    expect(html).toContain("Verify your mobile number to get text reminders.");
  });

  it("offers to add a number when there is none, and shows an opted-out reminder off", () => {
    const none = render(makeMe({ phone: null, phoneVerified: false }));
    expect(none).toContain("Not added yet");
    expect(none).toContain(">Add and verify<");
    expect(checkbox(render(makeMe({ smsReminders: false })))).not.toContain("checked");
  });
});

describe("retryAfterOf", () => {
  it.each([
    ["We've just sent you a code. You can ask for another one in 42 seconds.", 42],
    ["Looks like you are sending too many requests :( Please try again soon.", null],
  ])("%s → %s", (message, seconds) => expect(retryAfterOf(message)).toBe(seconds));
});
