import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { makeMe } from "../../test/me-fixture.ts";
import { TimezonePrompt } from "./timezone-prompt.tsx";

describe("the asked-once time zone prompt", () => {
  it("asks an account whose zone was never confirmed, with Confirm and Change", () => {
    const html = renderToStaticMarkup(<TimezonePrompt me={makeMe({ timezoneConfirmed: false })} />);
    expect(html).toMatch(/Is your time zone [^?]+\?/);
    expect(html).toContain(">Confirm<");
    expect(html).toContain(">Change<");
  });

  it("never asks again once confirmed, and never asks a placeholder guest", () => {
    expect(renderToStaticMarkup(<TimezonePrompt me={makeMe({ timezoneConfirmed: true })} />)).toBe("");
    expect(renderToStaticMarkup(<TimezonePrompt me={makeMe({ timezoneConfirmed: false, isPlaceholder: true })} />)).toBe("");
  });
});
