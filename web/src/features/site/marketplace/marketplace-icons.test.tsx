import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { LINK_ICONS } from "@kora/shared/domain/cards/link-icon.ts";
import { LinkIcon } from "../../../ui/link-icon.tsx";
import { RatingSummary, Stars } from "./marketplace-icons.tsx";

describe("link icons", () => {
  it("draws every icon the API can send", () => {
    for (const name of LINK_ICONS) expect(renderToStaticMarkup(<LinkIcon name={name} />)).toContain("<svg");
  });
  it("shows the text 'Bad icon' for anything else (core §8)", () => {
    const html = renderToStaticMarkup(<LinkIcon name="myspace" />);
    expect(html).toContain("Bad icon");
    expect(html).not.toContain("<svg");
  });
});

describe("ratings", () => {
  it("fills stars to the half and says the rating in words", () => {
    const html = renderToStaticMarkup(<Stars value={3.6} />);
    expect(html).toContain('aria-label="Rated 3.6 out of 5"');
    expect(html.match(/fill="#f5a524"/g)).toHaveLength(4);
    expect(html).toContain("clip-path:inset(0 50% 0 0)");
  });
  it("shows nothing for a card without reviews", () => {
    expect(renderToStaticMarkup(<RatingSummary average={0} count={0} />)).toBe("");
    expect(renderToStaticMarkup(<RatingSummary average={4.25} count={12} />)).toContain("4.3");
  });
});
