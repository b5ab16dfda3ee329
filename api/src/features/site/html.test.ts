import { describe, expect, it } from "vitest";
import { headTags } from "./html.ts";

const base = {
  title: "Pricing review | Kora",
  description: "A video.",
  canonical: "https://kora.example/v/ab12cd",
  image: "https://kora.example/api/v/ab12cd/poster",
} as const;

describe("a page's head tags", () => {
  it("describe a shared video as a playable Open Graph video with its poster", () => {
    const tags = headTags({
      ...base,
      type: "video.other",
      video: { url: "https://kora.example/api/v/ab12cd/video", type: "video/mp4", width: 1280, height: 720 },
    });
    expect(tags).toContain('<meta property="og:type" content="video.other">');
    expect(tags).toContain('<meta property="og:image" content="https://kora.example/api/v/ab12cd/poster">');
    expect(tags).toContain('<meta property="og:video" content="https://kora.example/api/v/ab12cd/video">');
    expect(tags).toContain('<meta property="og:video:secure_url" content="https://kora.example/api/v/ab12cd/video">');
    expect(tags).toContain('<meta property="og:video:type" content="video/mp4">');
    expect(tags).toContain('<meta property="og:video:width" content="1280">');
    expect(tags).toContain('<meta property="og:video:height" content="720">');
  });
  it("add no video tags to other pages", () => {
    expect(headTags({ ...base, type: "website" }).join("\n")).not.toContain("og:video");
  });
  it("escape what the owner typed", () => {
    expect(headTags({ ...base, title: '"><script>', type: "video.other" }).join("\n")).not.toContain("<script>");
  });
});
