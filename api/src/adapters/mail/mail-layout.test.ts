import { describe, expect, it } from "vitest";
import { mailAuthMessages } from "@kora/shared/i18n/messages/mail-auth.ts";
import { mailContactMessages } from "@kora/shared/i18n/messages/mail-contact.ts";
import { serverTranslator } from "../../i18n/translator.ts";
import { htmlMessage, layout, linkMail, renderMail } from "./mail-layout.ts";

const content = {
  title: "Session with Ada confirmed",
  greeting: "Hi Grace,",
  paragraphs: ['Ada confirmed your session on "Rust <basics> & more".'],
  quote: { by: "Ada's message", text: "See you then!\nBring questions." },
  facts: [
    { label: "When", value: "Tue 5 May 2026, 9:00 am (Europe/London)" },
    {
      label: "New times",
      value: ["Wed 6 May 2026, 9:00 am (Europe/London)", "Thu 7 May 2026, 9:00 am (Europe/London)"],
      was: "Tue 5 May 2026, 9:00 am (Europe/London)",
    },
  ],
  actions: [
    { label: "Join the call", url: "https://kora.test/my-kora/bookings/b1/join?a=1&b=2" },
    { label: "Open the booking", url: "https://kora.test/my-kora/bookings/b1" },
  ],
  notes: ["The call opens 60 minutes before the start."],
};

describe("renderMail: one content, two parts (React Email HTML and plain text)", () => {
  const { html, text } = renderMail(content);

  it("HTML: a table-based email document with the heading, escaped text and inline styles", () => {
    expect(html.startsWith("<!DOCTYPE html PUBLIC")).toBe(true);
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain('role="presentation"');
    expect(html).toMatch(/<h1[^>]*>Session with Ada confirmed<\/h1>/);
    expect(html).toContain("Rust &lt;basics&gt; &amp; more");
    expect(html).not.toContain("<basics>");
    expect(html).toMatch(/style="[^"]*font-size:16px/);
  });

  it("HTML: the first action is a button, the others links; URLs keep their query strings", () => {
    expect(html).toMatch(/<a href="https:\/\/kora\.test\/my-kora\/bookings\/b1\/join\?a=1&amp;b=2"[^>]*background-color:#e6337a/);
    expect(html).toMatch(/<a href="https:\/\/kora\.test\/my-kora\/bookings\/b1"[^>]*>Open the booking<\/a>/);
  });

  it("HTML: a list fact shows each value on its own line and the old value struck through", () => {
    expect(html).toContain("Wed 6 May 2026, 9:00 am (Europe/London)<br/>Thu 7 May 2026, 9:00 am (Europe/London)");
    expect(html).toContain("was <s>Tue 5 May 2026, 9:00 am (Europe/London)</s>");
  });

  it("text: greeting, paragraphs, quote, facts, links and footer in reading order", () => {
    expect(text).toBe(
      [
        "Hi Grace,",
        'Ada confirmed your session on "Rust <basics> & more".',
        "Ada's message:\n> See you then!\n> Bring questions.",
        [
          "When: Tue 5 May 2026, 9:00 am (Europe/London)",
          "New times:",
          "- Wed 6 May 2026, 9:00 am (Europe/London)",
          "- Thu 7 May 2026, 9:00 am (Europe/London)",
          "  (was Tue 5 May 2026, 9:00 am (Europe/London))",
        ].join("\n"),
        "Join the call: https://kora.test/my-kora/bookings/b1/join?a=1&b=2\nOpen the booking: https://kora.test/my-kora/bookings/b1",
        "The call opens 60 minutes before the start.",
        "--\nKora — one-to-one video advice on almost any topic.",
      ].join("\n\n"),
    );
  });

  it("the inbox preview is the first paragraph", () => {
    expect(html).toContain("Ada confirmed your session on &quot;Rust &lt;basics&gt; &amp; more&quot;.");
    expect(html).toMatch(/display:none[^>]*>Ada confirmed/);
  });
});

describe("layout: the callers that pass HTML paragraphs get the same look", () => {
  it("keeps their markup as is, and the title escaped", () => {
    const html = layout("Codes & you", ["Hi,", 'Your code is <strong style="font-size:24px">ABC123</strong>']);
    expect(html).toContain('<strong style="font-size:24px">ABC123</strong>');
    expect(html).toMatch(/<h1[^>]*>Codes &amp; you<\/h1>/);
    expect(html).toContain("Kora — one-to-one video advice on almost any topic.");
    expect(html).toMatch(/display:none[^>]*>Your code is ABC123/);
  });
});

describe("linkMail", () => {
  it("greets, says its lines and links as a button; the text part ends with the link", () => {
    const mail = linkMail("https://kora.test", { email: "ava@example.test", first_name: "Ava" }, "Your video is ready", ["It's <ready>."], {
      label: "Watch it",
      path: "/v/abc",
    });
    expect(mail).toMatchObject({ to: "ava@example.test", subject: "Your video is ready" });
    expect(mail.text.startsWith("Hi Ava,\n\nIt's <ready>.\n\nWatch it: https://kora.test/v/abc")).toBe(true);
    expect(mail.html).toContain("It&#x27;s &lt;ready&gt;.");
    expect(mail.html).toMatch(/<a href="https:\/\/kora\.test\/v\/abc"[^>]*>/);
  });
});

describe("linkMail in the recipient's language", () => {
  it("greets in the language given and sets the page's language and direction; English when none is given", () => {
    const link = { label: "Titta", path: "/v/abc" };
    const swedish = linkMail("https://kora.test", { email: "ava@example.test", first_name: "Ava" }, "Klar", ["Rad."], link, "sv");
    expect(swedish.text.startsWith("Hej Ava!\n\nRad.\n\nTitta: https://kora.test/v/abc")).toBe(true);
    expect(swedish.html).toContain('<html dir="ltr" lang="sv">');
    const arabic = linkMail("https://kora.test", { email: "ava@example.test", first_name: "Ava" }, "جاهز", ["سطر."], link, "ar");
    expect(arabic.html).toContain('<html dir="rtl" lang="ar">');
    expect(arabic.text.startsWith("مرحبًا Ava،")).toBe(true);
  });
});

describe("htmlMessage", () => {
  it("escapes a message's words and arguments and makes its tags markup", () => {
    const t = serverTranslator(mailContactMessages, "fr");
    const html = htmlMessage(t, "ack.helpHtml", {}, { link: (inner) => `<a href="/faq">${inner}</a>` });
    expect(html).toBe('En attendant, le <a href="/faq">centre d’aide</a> répond aux questions les plus fréquentes.');
    const code = htmlMessage(
      serverTranslator(mailAuthMessages, "en"),
      "code.leadHtml",
      { code: "<A&B>" },
      { b: (inner) => `<b>${inner}</b>` },
    );
    expect(code).toBe("Your code is <b>&lt;A&amp;B&gt;</b>");
  });
});
