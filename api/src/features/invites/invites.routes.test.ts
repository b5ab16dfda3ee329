import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { inviteCodeSchema, inviteDtoSchema, inviteSummarySchema } from "@kora/shared/contracts/invites.ts";
import { INVITE_DAILY_LIMIT } from "@kora/shared/domain/invites/invites.ts";
import { makeAdvisor, makeUser, postCard } from "../../test/factories.ts";
import { createTestApp, dataOf, errorOf, pageOf, recordingSocket, SIGNUP_EXTRAS, sessionCookie, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeEach(async () => (t = await createTestApp()));
afterEach(() => t.close());

const DAY = 86_400_000;

const invite = (cookie: string, body: unknown) => t.call("POST", "/api/invites", { cookie, body });
const resend = (cookie: string, id: string) => t.call("POST", `/api/invites/${id}/resend`, { cookie });
const codeState = async (code: string) => dataOf(await t.call("GET", `/api/invites/${code}`), inviteCodeSchema);
const summary = async (cookie: string) => dataOf(await t.call("GET", "/api/me/invites/summary", { cookie }), inviteSummarySchema);

/** Moves every invite's validUntil into the past (sessions would lapse if the clock moved a month). */
const expireInvites = () =>
  t.services.db
    .updateTable("invites")
    .set({ valid_until: new Date(t.clock.now.getTime() - 1000).toISOString() })
    .execute();

const mailsTo = async (email: string) => {
  await t.services.jobs.runDue();
  return t.services.db
    .selectFrom("dev_mailbox")
    .select(["subject", "text"])
    .where("to_address", "=", email)
    .orderBy("created_at")
    .execute();
};

/** The code in the sign-up link of the latest invite mail to `email`. */
async function mailedCode(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const match = /invite=([A-Z0-9]+)/.exec(mails.at(-1)?.text ?? "");
  if (!match) throw new Error(`no invite mail to ${email}`);
  return match[1]!;
}

/** Signs up through the mailed code carrying `inviteCode`; the new session cookie. */
async function signUpWith(email: string, inviteCode: string, firstName = "Nina") {
  const sent = await t.call("POST", "/api/password-free/verification-code", {
    body: { step: "signup", email, firstName, lastName: "Newman", ...SIGNUP_EXTRAS, invite: inviteCode },
  });
  expect(sent.status).toBe(202);
  return t.call("POST", "/api/password-free/verify", { body: { email, code: await t.latestCode(email) } });
}

describe("POST /api/invites", () => {
  it("an advisor invites by email with one of their cards; the invitee is mailed a sign-up link and a not-interested link", async () => {
    const advisor = await makeAdvisor(t, "Avery");
    const cardId = await postCard(t, advisor.cookie, { title: "Pricing your first product" });
    const sent = await invite(advisor.cookie, { email: " Nina@Example.com ", pendingCardId: cardId });
    expect(sent.status).toBe(201);
    const dto = await dataOf(sent, inviteDtoSchema);
    expect(dto).toMatchObject({
      email: "nina@example.com",
      state: "pending",
      resendCount: 0,
      resendBlocked: null,
      pendingCard: { id: cardId, title: "Pricing your first product" },
      validUntil: "2026-12-21T09:00:00.000Z",
    });
    expect(dto.code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
    const [mail] = await mailsTo("nina@example.com");
    expect(mail!.subject).toBe("Avery invited you to Kora");
    expect(mail!.text).toContain(`/password-free?step=signup&invite=${dto.code}`);
    expect(mail!.text).toContain(`/not-interested?invite=${dto.code}`);
    expect(mail!.text).toContain("Pricing your first product");
    expect(await codeState(dto.code)).toEqual({
      state: "loaded",
      inviterFirstName: "Avery",
      pendingCardTitle: "Pricing your first product",
      email: "nina@example.com",
    });
  });

  it("refuses learners (403), someone else's card, members, repeats and bad input with field messages", async () => {
    const advisor = await makeAdvisor(t, "Avery");
    const other = await makeAdvisor(t, "Olive");
    const learner = await makeUser(t, { firstName: "Lena" });
    const othersCard = await postCard(t, other.cookie);
    const learnerTry = await invite(learner.cookie, { email: "x@example.com" });
    expect(learnerTry.status).toBe(403);
    expect((await errorOf(learnerTry)).message).toBe("Only advisors can send invites.");
    expect((await invite("", { email: "x@example.com" })).status).toBe(401);
    const cases: [unknown, string, string][] = [
      [{ email: "x@example.com", pendingCardId: othersCard }, "pendingCardId", "Please choose one of your own cards."],
      [{ email: learner.user.email }, "email", `${learner.user.email} already has an account.`],
      [{ email: advisor.user.email }, "email", "You can't invite yourself."],
    ];
    for (const [body, field, message] of cases) {
      const refused = await invite(advisor.cookie, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect((await errorOf(refused)).fields?.[field]?.[0]).toBe(message);
    }
    expect((await invite(advisor.cookie, { email: "not-an-email" })).status).toBe(422);
    expect((await invite(advisor.cookie, { email: "x@example.com", extra: 1 })).status).toBe(422);
    expect((await invite(advisor.cookie, { email: "x@example.com" })).status).toBe(201);
    const again = await invite(advisor.cookie, { email: "X@example.com" });
    expect((await errorOf(again)).fields?.email?.[0]).toBe(
      "You've already invited x@example.com. You can resend the invite from your list.",
    );
    // Another advisor may invite the same person.
    expect((await invite(other.cookie, { email: "x@example.com" })).status).toBe(201);
  });

  it("one live invite per address even when the requests race", async () => {
    const advisor = await makeAdvisor(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => invite(advisor.cookie, { email: "race@example.com" })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 422, 422, 422, 422]);
  });

  it(`stops at ${INVITE_DAILY_LIMIT} invites in 24 hours, racing or not, with the limit alert; a day later it is open again`, async () => {
    const advisor = await makeAdvisor(t);
    const first = await Promise.all(
      Array.from({ length: INVITE_DAILY_LIMIT + 4 }, (_, i) => invite(advisor.cookie, { email: `p${i}@example.com` })),
    );
    expect(first.filter((r) => r.status === 201)).toHaveLength(INVITE_DAILY_LIMIT);
    const refused = first.find((r) => r.status === 422)!;
    expect((await errorOf(refused)).message).toBe(
      `You've reached the invite limit of ${INVITE_DAILY_LIMIT} invites in 24 hours. Please try again tomorrow.`,
    );
    expect(await summary(advisor.cookie)).toMatchObject({ sentLast24Hours: INVITE_DAILY_LIMIT, limitReached: true });
    t.clock.advance(DAY + 1000);
    expect((await invite(advisor.cookie, { email: "later@example.com" })).status).toBe(201);
    expect(await summary(advisor.cookie)).toMatchObject({ sentLast24Hours: 1, limitReached: false });
  });
});

describe("the invite mail in the inviter's language", () => {
  it("a Danish advisor's invite is written in Danish, its date too; a reminder as well", async () => {
    const advisor = await makeUser(t, { firstName: "Dagmar", type: "Advisor", country: "DK", locale: "da" });
    const cardId = await postCard(t, advisor.cookie, { title: "Prissætning" });
    const dto = await dataOf(await invite(advisor.cookie, { email: "nils@example.com", pendingCardId: cardId }), inviteDtoSchema);
    const [mail] = await mailsTo("nils@example.com");
    expect(mail!.subject).toBe("Dagmar har inviteret dig til Kora");
    expect(mail!.text).toMatch(
      /^Hej\n\nDagmar Tester har inviteret dig til Kora, hvor man booker videosessioner én til én med rådgivere\./,
    );
    expect(mail!.text).toContain("Invitationen gælder »Prissætning«.");
    expect(mail!.text).toContain("Invitationen gælder til og med 21. december 2026.");
    expect(mail!.text).toContain(`Tag imod invitationen: http://localhost:8787/password-free?step=signup&invite=${dto.code}`);
    expect(mail!.text).toContain(`Din invitationskode: ${dto.code}`);
    await resend(advisor.cookie, dto.id);
    expect((await mailsTo("nils@example.com")).at(-1)!.subject).toBe("En påmindelse: Dagmar har inviteret dig til Kora");
  });

  it("an English inviter's mail reads as it always has", async () => {
    const advisor = await makeAdvisor(t, "Avery");
    const dto = await dataOf(await invite(advisor.cookie, { email: "nina@example.com" }), inviteDtoSchema);
    const [mail] = await mailsTo("nina@example.com");
    expect(mail!.text).toBe(
      [
        "Hello,",
        "Avery Tester invited you to join Kora, where people book one-to-one video sessions with advisors.",
        "Sign up with the button below: it's free and takes under a minute. The invite works until 2026-12-21.",
        `Accept the invite: http://localhost:8787/password-free?step=signup&invite=${dto.code}\n` +
          `Not interested? Stop invites to this address: http://localhost:8787/not-interested?invite=${dto.code}`,
        `Your invite code: ${dto.code}`,
        "--\nKora — one-to-one video advice on almost any topic.",
      ].join("\n\n"),
    );
  });
});

describe("GET /api/me/invites", () => {
  it("lists mine only, 10 a page, newest first, with states", async () => {
    const advisor = await makeAdvisor(t);
    const other = await makeAdvisor(t, "Olive");
    for (let i = 0; i < 12; i++) {
      expect((await invite(advisor.cookie, { email: `p${i}@example.com` })).status).toBe(201);
      t.clock.advance(60_000);
    }
    await invite(other.cookie, { email: "olive-only@example.com" });
    const first = await pageOf(await t.call("GET", "/api/me/invites", { cookie: advisor.cookie }), inviteDtoSchema);
    expect(first.meta).toEqual({ total: 12, page: 1, limit: 10, pages: 2 });
    expect(first.data[0]!.email).toBe("p11@example.com");
    const second = await pageOf(await t.call("GET", "/api/me/invites?page=2", { cookie: advisor.cookie }), inviteDtoSchema);
    expect(second.data.map((i) => i.email)).toEqual(["p1@example.com", "p0@example.com"]);
    await expireInvites();
    const later = await pageOf(await t.call("GET", "/api/me/invites?page=2", { cookie: advisor.cookie }), inviteDtoSchema);
    expect(later.data.map((i) => i.state)).toEqual(["expired", "expired"]);
    expect(await codeState(later.data[0]!.code)).toEqual({ state: "expired", message: "This invite code has expired." });
    expect((await t.call("GET", "/api/me/invites?page=0", { cookie: advisor.cookie })).status).toBe(422);
  });
});

describe("POST /api/invites/:id/resend", () => {
  it("resends while resendCount < 2, exactly twice when five race, then says why not", async () => {
    const advisor = await makeAdvisor(t);
    const other = await makeAdvisor(t, "Olive");
    const dto = await dataOf(await invite(advisor.cookie, { email: "nina@example.com" }), inviteDtoSchema);
    expect((await resend(other.cookie, dto.id)).status).toBe(404);
    await expireInvites();
    const results = await Promise.all(Array.from({ length: 5 }, () => resend(advisor.cookie, dto.id)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    const refused = results.filter((r) => r.status === 422);
    expect(refused).toHaveLength(3);
    expect((await errorOf(refused[0]!)).message).toBe("This invite has already been resent 2 times.");
    expect(await mailsTo("nina@example.com")).toHaveLength(3);
    const [listed] = (await pageOf(await t.call("GET", "/api/me/invites", { cookie: advisor.cookie }), inviteDtoSchema)).data;
    // Resending renewed it.
    expect(listed).toMatchObject({ resendCount: 2, state: "pending", resendBlocked: "This invite has already been resent 2 times." });
  });
});

describe("not interested", () => {
  it("flags the invite for good: the code is invalid, no resend, no new invite to the address", async () => {
    const advisor = await makeAdvisor(t);
    const dto = await dataOf(await invite(advisor.cookie, { email: "nina@example.com" }), inviteDtoSchema);
    const said = await t.call("POST", "/api/invites/not-interested", { body: { code: dto.code.toLowerCase() } });
    expect(await dataOf(said, (await import("@kora/shared/contracts/invites.ts")).notInterestedResultSchema)).toEqual({
      status: "not-interested",
    });
    expect(await codeState(dto.code)).toEqual({ state: "invalid", message: "This invite code is not valid." });
    expect((await errorOf(await resend(advisor.cookie, dto.id))).message).toBe("This person asked not to receive invites.");
    const other = await makeAdvisor(t, "Olive");
    expect((await errorOf(await invite(other.cookie, { email: "nina@example.com" }))).fields?.email?.[0]).toBe(
      "nina@example.com asked not to receive invites.",
    );
    expect(await mailsTo("nina@example.com")).toHaveLength(1);
    const unknown = await t.call("POST", "/api/invites/not-interested", { body: { code: "ZZZZZZZZZZZZ" } });
    expect((await unknown.json()) as unknown).toEqual({ data: { status: "invalid" } });
    expect(await codeState("nonsense")).toEqual({ state: "invalid", message: "This invite code is not valid." });
  });
});

describe("claiming a code at sign-up", () => {
  it("claims it with the account, credits the inviter through the pro-bono ledger and tells them live", async () => {
    const advisor = await makeAdvisor(t, "Avery");
    const tab = recordingSocket("tab", advisor.user.id);
    t.services.hub.connect(tab.client);
    await invite(advisor.cookie, { email: "nina@example.com" });
    const code = await mailedCode("nina@example.com");
    const verified = await signUpWith("nina@example.com", code);
    expect(verified.status).toBeLessThan(300);
    expect(await codeState(code)).toEqual({ state: "claimed", message: "This invite code has been claimed." });
    const events = tab.frames.flatMap((f) => (f.type === "event" ? [f.event] : []));
    expect(events).toEqual([
      { name: "ClaimedInvite", data: expect.objectContaining({ name: "Nina", grantedMinutes: 60, link: "/my-kora/more" }) },
      { name: "RefreshUser", data: { userId: advisor.user.id } },
    ]);
    expect(await summary(advisor.cookie)).toMatchObject({ claimedCount: 1, earnedMinutes: 60, maxMinutes: 6000 });
    const [listed] = (await pageOf(await t.call("GET", "/api/me/invites", { cookie: advisor.cookie }), inviteDtoSchema)).data;
    expect(listed).toMatchObject({
      state: "claimed",
      claimedByUser: { firstName: "Nina" },
      resendBlocked: "This invite has already been accepted.",
    });
  });

  it("a code is claimed once when two sign-ups race; both still sign up", async () => {
    const advisor = await makeAdvisor(t);
    await invite(advisor.cookie, { email: "nina@example.com" });
    const code = await mailedCode("nina@example.com");
    for (const [i, email] of ["a@example.com", "b@example.com"].entries()) {
      const sent = await t.call("POST", "/api/password-free/verification-code", {
        body: { step: "signup", email, firstName: "Racer", lastName: "Xu", ...SIGNUP_EXTRAS, invite: code },
        ip: `10.0.0.${i + 1}`,
      });
      expect(sent.status, await sent.clone().text()).toBe(202);
    }
    const [a, b] = await Promise.all(
      ["a@example.com", "b@example.com"].map(async (email) =>
        t.call("POST", "/api/password-free/verify", { body: { email, code: await t.latestCode(email) } }),
      ),
    );
    expect(sessionCookie(a!)).toBeTruthy();
    expect(sessionCookie(b!)).toBeTruthy();
    const claims = await t.services.db.selectFrom("invites").select(["claimed_by"]).where("code", "=", code).execute();
    expect(claims).toHaveLength(1);
    expect(claims[0]!.claimed_by).not.toBeNull();
    expect(await summary(advisor.cookie)).toMatchObject({ claimedCount: 1, earnedMinutes: 60 });
  });

  it("an expired or unknown code doesn't stop the sign-up and claims nothing", async () => {
    const advisor = await makeAdvisor(t);
    await invite(advisor.cookie, { email: "nina@example.com" });
    const code = await mailedCode("nina@example.com");
    await expireInvites();
    expect(sessionCookie(await signUpWith("nina@example.com", code))).toBeTruthy();
    expect(sessionCookie(await signUpWith("zed@example.com", "NOT-A-CODE"))).toBeTruthy();
    expect(await summary(advisor.cookie)).toMatchObject({ claimedCount: 0, earnedMinutes: 0 });
  });

  it("the credit stops at 100 hours", async () => {
    const advisor = await makeAdvisor(t);
    await t.services.db
      .insertInto("pro_bono_credits")
      .values({
        id: "seed",
        user_id: advisor.user.id,
        source: "invite",
        invite_id: "earlier",
        minutes: 5970,
        created_at: t.clock.now.toISOString(),
      })
      .execute();
    await invite(advisor.cookie, { email: "nina@example.com" });
    await signUpWith("nina@example.com", await mailedCode("nina@example.com"));
    expect(await summary(advisor.cookie)).toMatchObject({ claimedCount: 1, earnedMinutes: 6000 });
  });
});
