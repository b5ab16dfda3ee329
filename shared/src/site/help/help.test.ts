import { describe, expect, it } from "vitest";
import { appPath } from "../../brand.ts";
import { CONTACT_TOPICS } from "../../domain/contact/contact-form.ts";
import { HELP_CATEGORIES, helpCentre } from "./help-centre.ts";
import { HELP_LINK_TARGETS, HELP_PATHS } from "./paths.ts";
import { answerLinks, answerText, parseInline, parseRichText } from "./rich-text.ts";

const questions = HELP_CATEGORIES.flatMap((category) => category.sections.flatMap((section) => section.questions));
const allLinks = questions.flatMap((question) => answerLinks(question.a));

describe("rich text", () => {
  it("splits text and Markdown-style links", () => {
    expect(parseInline("See [pricing](/pricing) or [get in touch](/get-in-touch).")).toEqual([
      { type: "text", text: "See " },
      { type: "link", text: "pricing", href: "/pricing" },
      { type: "text", text: " or " },
      { type: "link", text: "get in touch", href: "/get-in-touch" },
      { type: "text", text: "." },
    ]);
  });

  it("makes paragraphs from blank-line blocks and lists from '- ' lines", () => {
    const blocks = parseRichText("First line\ncontinues.\n\n- one\n- [two](/faq#advisors)\n\nLast.");
    expect(blocks).toEqual([
      { type: "paragraph", content: [{ type: "text", text: "First line continues." }] },
      { type: "list", items: [[{ type: "text", text: "one" }], [{ type: "link", text: "two", href: "/faq#advisors" }]] },
      { type: "paragraph", content: [{ type: "text", text: "Last." }] },
    ]);
  });

  it("gives plain text without link syntax", () => {
    expect(answerText("Read the [cancellation policy](/cancellation-policy).\n\n- A.\n- B.")).toBe("Read the cancellation policy. A. B.");
    expect(answerLinks("[a](/x) and [b](/y#z)")).toEqual(["/x", "/y#z"]);
  });
});

describe("help centre data", () => {
  it("has the spec's nine categories plus the gift card and advisor FAQs", () => {
    expect(HELP_CATEGORIES.map((category) => category.id).sort()).toEqual(
      [
        "account-tiers",
        "advisors",
        "bookings",
        "business",
        "calendar-management",
        "cards",
        "gift-cards",
        "marketplace",
        "payment-integration",
        "video-meetings",
        "video-production",
      ].sort(),
    );
    expect(helpCentre().categories).toHaveLength(HELP_CATEGORIES.length);
  });

  it("gives every category 2–4 sections of 3–6 questions, all filled in", () => {
    for (const category of HELP_CATEGORIES) {
      expect(category.title.length, category.id).toBeGreaterThan(3);
      expect(category.description.length, category.id).toBeGreaterThan(40);
      expect(category.image, category.id).toBe(`/img/help/${category.id}.svg`);
      expect(category.sections.length, category.id).toBeGreaterThanOrEqual(2);
      expect(category.sections.length, category.id).toBeLessThanOrEqual(4);
      for (const section of category.sections) {
        expect(section.title.length, section.id).toBeGreaterThan(3);
        expect(section.questions.length, section.id).toBeGreaterThanOrEqual(3);
        expect(section.questions.length, section.id).toBeLessThanOrEqual(6);
        for (const { q, a } of section.questions) {
          expect(q.trim().endsWith("?"), q).toBe(true);
          expect(answerText(a).length, q).toBeGreaterThan(60);
        }
      }
    }
  });

  it("uses each anchor id once (categories and sections share the /faq page)", () => {
    const ids = HELP_CATEGORIES.flatMap((category) => [category.id, ...category.sections.map((section) => section.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const asked = questions.map((question) => question.q);
    expect(new Set(asked).size).toBe(asked.length);
  });

  it("links only to known site paths or to categories on /faq", () => {
    const categoryIds = new Set(HELP_CATEGORIES.map((category) => category.id));
    for (const href of allLinks) {
      const [path, hash] = href.split("#");
      if (hash !== undefined) {
        expect(path, href).toBe(HELP_PATHS.faq);
        expect(categoryIds.has(hash), href).toBe(true);
      } else {
        expect(HELP_LINK_TARGETS, href).toContain(path);
      }
    }
  });

  it("preselects only topics the contact form has", () => {
    const topics = new Set<string>(CONTACT_TOPICS.map((topic) => topic.id));
    const preselected = HELP_LINK_TARGETS.filter((path) => path.includes("?topic="));
    expect(preselected.length).toBeGreaterThan(0);
    for (const path of preselected) expect(topics.has(new URL(path, "http://x").searchParams.get("topic")!), path).toBe(true);
  });

  it("links to every page the spec names for help answers", () => {
    const required = [
      "/pricing",
      "/search",
      appPath("dashboard"),
      "/cancellation-policy",
      "/code-of-conduct",
      appPath("bookings/archive"),
      appPath("my-details/billing"),
      appPath("kora-cards"),
      appPath("my-calendar/working-hours"),
      "/get-in-touch",
    ];
    for (const path of required) expect(allLinks, path).toContain(path);
  });

  it("leaves no placeholder copy or broken link syntax", () => {
    for (const { q, a } of questions) {
      expect(`${q} ${a}`).not.toMatch(/lorem|ipsum|TODO|TBD|\{product\}|\{app\}|undefined/i);
      expect(answerText(a)).not.toMatch(/\]\(|\[[^\]]*\]/);
    }
  });

  it("states the spec's rules where people look for them", () => {
    const text = (id: string) =>
      HELP_CATEGORIES.find((category) => category.id === id)!
        .sections.flatMap((s) => s.questions.map((q) => answerText(q.a)))
        .join(" ");
    expect(text("bookings")).toContain("up to one year ahead");
    expect(text("bookings")).toContain("24, 48, 72 or 96 hours");
    expect(text("video-meetings")).toContain("60 minutes before");
    expect(text("video-meetings")).toMatch(/co-host can't/i);
    // Payouts go where paid bookings work, and the page says both in the same words.
    expect(text("payment-integration")).toContain("Payouts go to advisors in Australia, New Zealand, the UK, Sweden and Denmark");
    expect(text("payment-integration")).not.toMatch(/Canada|the US\b/);
    expect(text("payment-integration")).toContain("date of birth");
    expect(text("gift-cards")).toContain("$25, $50 or $100");
    expect(text("account-tiers")).toMatch(/never use your number for marketing/);
  });
});
