import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Jimp, JimpMime } from "jimp";
import { BRAND_LOGO_MAX_BYTES, BRANDING_MESSAGES, myBrandingSchema } from "@kora/shared/contracts/branding.ts";
import { cardDetailSchema, cardSearchResultSchema } from "@kora/shared/contracts/cards.ts";
import { PRO_SLUG } from "@kora/shared/domain/plans/plans.ts";
import { makeAdvisor, makeStaff, publishedCard } from "../../test/factories.ts";
import { bodyOf, createTestApp, dataOf, errorOf, ORIGIN, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const DAY = 86_400_000;

async function makePro(userId: string, endsAt: string | null = null) {
  await t.services.db
    .insertInto("plan_subscriptions")
    .values({ id: crypto.randomUUID(), user_id: userId, slug: PRO_SLUG, started_at: t.clock.now.toISOString(), ends_at: endsAt })
    .execute();
}

async function png(width = 120, height = 60): Promise<Uint8Array> {
  const image = new Jimp({ width, height, color: 0x1a7f5aff });
  return new Uint8Array(await image.getBuffer(JimpMime.png));
}

function upload(cookie: string, body: Uint8Array) {
  return t.app.request("/api/me/branding/logo", {
    method: "POST",
    headers: { origin: ORIGIN, "content-type": "image/png", cookie: `kora_session=${cookie}` },
    body: body as RequestInit["body"],
  });
}

const put = (cookie: string, body: unknown) => t.call("PUT", "/api/me/branding", { cookie, body });
const mine = async (cookie: string) => dataOf(await t.call("GET", "/api/me/branding", { cookie }), myBrandingSchema);
const logoKeys = (userId: string) => t.services.blobs.list(`branding/${userId}/`);

describe("/api/me/branding", () => {
  it("asks for a session", async () => {
    expect((await t.call("GET", "/api/me/branding")).status).toBe(401);
    expect((await t.call("PUT", "/api/me/branding", { body: { colour: "#123456" } })).status).toBe(401);
  });

  it("refuses a Basic advisor with a 403 that names the Pro plan, and stores nothing", async () => {
    const basic = await makeAdvisor(t, "Bea");
    expect(await mine(basic.cookie)).toEqual({ colour: null, textColour: null, logoUrl: null, pro: false });
    const refused = await put(basic.cookie, { colour: "#123456" });
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(BRANDING_MESSAGES.proOnly);
    expect(BRANDING_MESSAGES.proOnly).toContain("Pro");
    const logo = await upload(basic.cookie, await png());
    expect(logo.status).toBe(403);
    expect(await logoKeys(basic.user.id)).toEqual([]);
    expect(await mine(basic.cookie)).toMatchObject({ colour: null, logoUrl: null });
  });

  it.each([
    ["a word", { colour: "green" }],
    ["three digits", { colour: "#abc" }],
    ["no hash", { colour: "1a7f5a" }],
    ["a number", { colour: 123456 }],
    ["nothing", {}],
  ])("answers 422 with the colour's field message for %s", async (_, body) => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    const response = await put(pro.cookie, body);
    expect(response.status).toBe(422);
    expect((await errorOf(response)).fields).toEqual({ colour: [BRANDING_MESSAGES.colour] });
  });

  it("lets a Pro advisor set a colour (stored lower case, with readable text) and clear it", async () => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    expect(await dataOf(await put(pro.cookie, { colour: "#1A237E" }), myBrandingSchema)).toEqual({
      colour: "#1a237e",
      textColour: "#ffffff",
      logoUrl: null,
      pro: true,
    });
    expect((await dataOf(await put(pro.cookie, { colour: "#FFEB3B" }), myBrandingSchema)).textColour).toBe("#000000");
    expect(await dataOf(await put(pro.cookie, { colour: null }), myBrandingSchema)).toMatchObject({ colour: null, textColour: null });
  });

  it("keeps one row when the same advisor saves colours at once", async () => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    const colours = ["#111111", "#222222", "#333333", "#444444", "#555555"];
    const answers = await Promise.all(colours.map((colour) => put(pro.cookie, { colour })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const rows = await t.services.db.selectFrom("user_branding").selectAll().where("user_id", "=", pro.user.id).execute();
    expect(rows).toHaveLength(1);
    expect(colours).toContain(rows[0]!.colour);
  });
});

describe("/api/me/branding/logo", () => {
  it("re-encodes an upload to PNG and serves it publicly at a versioned, cacheable URL", async () => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    const jpeg = new Uint8Array(await new Jimp({ width: 900, height: 300, color: 0xff0000ff }).getBuffer(JimpMime.jpeg));
    const response = await upload(pro.cookie, jpeg);
    expect(response.status).toBe(200);
    const { logoUrl } = await dataOf(response, myBrandingSchema);
    expect(logoUrl).toMatch(new RegExp(`^/api/users/${pro.user.id}/brand-logo\\?v=[0-9a-z]+$`));
    const served = await t.app.request(logoUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toContain("immutable");
    const image = await Jimp.fromBuffer(await served.arrayBuffer());
    expect([image.width, image.height]).toEqual([512, 171]);
    const stale = await t.app.request(`/api/users/${pro.user.id}/brand-logo?v=old`);
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(logoUrl);
  });

  it("refuses what isn't an image, an unreadable one and one over the size limit, with the spec's messages", async () => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    const text = await upload(pro.cookie, new TextEncoder().encode("not a picture at all"));
    expect(text.status).toBe(422);
    expect((await errorOf(text)).fields).toEqual({ logo: [BRANDING_MESSAGES.imageOnly] });
    const broken = (await png()).slice(0, 40);
    const unreadable = await upload(pro.cookie, broken);
    expect(unreadable.status).toBe(422);
    expect((await errorOf(unreadable)).fields).toEqual({ logo: [BRANDING_MESSAGES.uploadFailed] });
    const huge = new Uint8Array(BRAND_LOGO_MAX_BYTES + 1);
    huge.set(await png());
    const tooBig = await upload(pro.cookie, huge);
    expect(tooBig.status).toBe(413);
    expect((await errorOf(tooBig)).message).toBe(BRANDING_MESSAGES.imageTooBig);
    expect(await logoKeys(pro.user.id)).toEqual([]);
  });

  it("keeps exactly one logo when uploads race, and removes it with its file", async () => {
    const pro = await makeAdvisor(t, "Pia");
    await makePro(pro.user.id);
    const answers = await Promise.all([
      upload(pro.cookie, await png(50, 50)),
      upload(pro.cookie, await png(60, 60)),
      upload(pro.cookie, await png(70, 70)),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const row = await t.services.db.selectFrom("user_branding").selectAll().where("user_id", "=", pro.user.id).executeTakeFirstOrThrow();
    expect(await logoKeys(pro.user.id)).toEqual([`branding/${pro.user.id}/logo-${row.logo_version}.png`]);
    const removed = await t.call("DELETE", "/api/me/branding/logo", { cookie: pro.cookie });
    expect((await dataOf(removed, myBrandingSchema)).logoUrl).toBeNull();
    expect(await logoKeys(pro.user.id)).toEqual([]);
    expect((await t.app.request(`/api/users/${pro.user.id}/brand-logo?v=${row.logo_version}`)).status).toBe(404);
  });
});

describe("branding on cards", () => {
  it("shows on the card page and in search only while the owner is on Pro; kept, hidden, after it ends", async () => {
    const pro = await makeAdvisor(t, "Pia");
    const basic = await makeAdvisor(t, "Bea");
    const staff = await makeStaff(t);
    const proCard = await publishedCard(t, pro.cookie, staff.cookie, { title: "Brand strategy for founders" });
    const basicCard = await publishedCard(t, basic.cookie, staff.cookie, { title: "Brand naming for founders" });
    await makePro(pro.user.id, new Date(t.clock.now.getTime() + 10 * DAY).toISOString());
    await put(pro.cookie, { colour: "#1a7f5a" });
    const { logoUrl } = await dataOf(await upload(pro.cookie, await png()), myBrandingSchema);

    const page = await dataOf(await t.call("GET", `/api/cards/${proCard}`), cardDetailSchema);
    expect(page.branding).toEqual({ colour: "#1a7f5a", textColour: "#ffffff", logoUrl });
    expect((await dataOf(await t.call("GET", `/api/cards/${basicCard}`), cardDetailSchema)).branding).toBeNull();
    const search = await bodyOf(await t.call("GET", "/api/cards/search?swift_search=founders"), cardSearchResultSchema);
    expect(Object.fromEntries(search.data.map((card) => [card.id, card.branding]))).toEqual({
      [proCard]: { colour: "#1a7f5a", textColour: "#ffffff", logoUrl },
      [basicCard]: null,
    });

    t.clock.advance(11 * DAY);
    expect((await dataOf(await t.call("GET", `/api/cards/${proCard}`), cardDetailSchema)).branding).toBeNull();
    expect((await t.app.request(logoUrl!)).status).toBe(404);
    expect(await mine(pro.cookie)).toEqual({ colour: "#1a7f5a", textColour: "#ffffff", logoUrl, pro: false });
    expect((await put(pro.cookie, { colour: "#000000" })).status).toBe(403);
  });
});
