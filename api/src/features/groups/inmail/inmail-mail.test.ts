import { describe, expect, it } from "vitest";
import { inmailMessage, type InMailParts } from "./inmail-mail.ts";
import { verifiedTarget } from "./inmail-links.ts";

const DEPS = { publicUrl: "https://kora.example", secret: "s".repeat(40) };
const PARTS: InMailParts = {
  token: "T".repeat(32),
  to: "lena@example.com",
  toFirstName: "Lena",
  subject: "Harbour night",
  body: "",
  groupName: "Harbour <Founders>",
  groupLogoUrl: "/api/groups/g1/logo/primary",
  senderName: "Grace Lee",
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
const clickTargets = async (html: string) => {
  const out: (string | null)[] = [];
  for (const href of hrefs(html).filter((h) => h.includes("/api/inmail/c/"))) {
    const url = new URL(href);
    out.push(await verifiedTarget(DEPS.secret, PARTS.token, url.searchParams.get("u")!, url.searchParams.get("s")!));
  }
  return out;
};

describe("an InMail's message", () => {
  it("links each http(s) URL through a signed click link, leaving the sentence's punctuation outside", async () => {
    const body =
      "See https://a.example/x. Or (https://b.example/y?q=1), or https://c.example/p_(1) now! Not javascript:alert(1) or ftp://f.example.";
    const message = await inmailMessage(DEPS, { ...PARTS, body });
    expect(await clickTargets(message.html)).toEqual(["https://a.example/x", "https://b.example/y?q=1", "https://c.example/p_(1)"]);
    expect(message.html).not.toMatch(/href="javascript:|href="ftp:/);
    expect(message.text).toMatch(
      /See https:\/\/kora\.example\/api\/inmail\/c\/T{32}\?u=https%3A%2F%2Fa\.example%2Fx&s=[0-9a-f]{64}\. Or \(/,
    );
  });

  it("escapes the body and the group's name, keeps paragraphs and line breaks, and shows the logo and the pixel", async () => {
    const message = await inmailMessage(DEPS, { ...PARTS, body: "One <b>&</b>\nstill one\n\n\nTwo" });
    expect(message.html).toContain("One &lt;b&gt;&amp;&lt;/b&gt;<br />still one");
    expect(message.html).toContain(">Two<");
    expect(message.html).toContain("Harbour &lt;Founders&gt;");
    expect(message.html).not.toContain("<Founders>");
    expect(message.html).toContain('src="https://kora.example/api/groups/g1/logo/primary"');
    expect(message.html).toContain(`src="https://kora.example/api/inmail/o/${PARTS.token}"`);
    expect(message.text.split("\n\n").slice(0, 4)).toEqual([
      "Harbour <Founders> — a message from Grace Lee",
      "Hi Lena,",
      "One <b>&</b>\nstill one",
      "Two",
    ]);
  });

  it("carries the one-click unsubscribe headers, its Message-ID and the unsubscribe page link", async () => {
    const message = await inmailMessage(DEPS, { ...PARTS, body: "Hello" });
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<https://kora.example/api/inmail/u/${PARTS.token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.messageId).toBe(`<inmail.${PARTS.token}@kora.example>`);
    expect(hrefs(message.html)).toContain(`https://kora.example/not-interested?inmail=${PARTS.token}`);
    expect(message.text).toContain(`Stop InMail from Harbour <Founders>: https://kora.example/not-interested?inmail=${PARTS.token}`);
  });
});

describe("an InMail's frame in the member's language", () => {
  it("reads right to left in Arabic around the admin's own words, which stay as written", async () => {
    const message = await inmailMessage(DEPS, { ...PARTS, body: "Hello all", locale: "ar" });
    expect(message.subject).toBe("Harbour night");
    expect(message.text.split("\n\n").slice(0, 3)).toEqual(["Harbour <Founders> — رسالة من Grace Lee", "مرحبًا Lena،", "Hello all"]);
    expect(message.text).toContain("تصلك هذه الرسالة لأنك عضو في Harbour <Founders> على Kora.");
    expect(message.html).toMatch(/<html dir="rtl" lang="ar">/);
    expect(message.html).toContain("إيقاف رسائل InMail من Harbour &lt;Founders&gt;</a>.");
  });

  it("keeps English as it was, and English for a language Kora doesn't speak", async () => {
    const english = await inmailMessage(DEPS, { ...PARTS, body: "Hello all" });
    expect(english.text.split("\n\n").slice(-1)).toEqual([
      `--\nYou're getting this because you're a member of Harbour <Founders> on Kora.\nStop InMail from Harbour <Founders>: https://kora.example/not-interested?inmail=${PARTS.token}`,
    ]);
    expect((await inmailMessage(DEPS, { ...PARTS, body: "Hello all", locale: "nb" })).text).toBe(english.text);
  });
});
