import { type CardInput, cardDetailSchema } from "@kora/shared/contracts/cards.ts";
import { createSession } from "../features/auth/sessions.repository.ts";
import { createUser, type NewUser } from "../features/users/users.service.ts";
import { dataOf, type TestApp } from "./harness.ts";

/** A user straight in the database, with a session cookie for them. */
export async function makeUser(t: TestApp, input: Partial<NewUser> & { firstName: string }) {
  const user = await createUser(t.services.db, t.clock.now, {
    email: `${input.firstName.toLowerCase()}.${crypto.randomUUID().slice(0, 8)}@example.com`,
    lastName: "Tester",
    emailVerified: true,
    ...input,
  });
  return { user, cookie: await createSession(t.services.db, user.id, t.clock.now, null) };
}

export const makeAdvisor = (t: TestApp, firstName = "Avery") => makeUser(t, { firstName, type: "Advisor", country: "AU" });
export const makeStaff = (t: TestApp) => makeUser(t, { firstName: "Staffer", isStaff: true });

/** A complete, valid card; override what the test is about. */
export function cardInput(overrides: Partial<CardInput> = {}): CardInput {
  return {
    title: "Career coaching for engineers",
    summary: "I help engineers change careers and grow into leadership. ".repeat(6),
    rate: 2500,
    currency: "AUD",
    durations: [30, 60],
    skills: ["Career change", "Interview preparation"],
    categoryIds: ["cat-career-coaching"],
    advisingIn: ["en"],
    yearsOfExperience: "5-10",
    timezone: "Australia/Sydney",
    ...overrides,
  };
}

/** Creates a card through the API and returns its id. */
export async function postCard(t: TestApp, cookie: string, overrides: Partial<CardInput> = {}): Promise<string> {
  const response = await t.call("POST", "/api/cards", { cookie, body: cardInput(overrides) });
  if (response.status !== 201) throw new Error(`card create failed: ${response.status} ${await response.text()}`);
  return (await dataOf(response, cardDetailSchema)).id;
}

/** A published marketplace card: created, published into review, approved by staff. */
export async function publishedCard(t: TestApp, cookie: string, staffCookie: string, overrides: Partial<CardInput> = {}): Promise<string> {
  const id = await postCard(t, cookie, overrides);
  const published = await dataOf(await t.call("POST", `/api/cards/${id}/publish`, { cookie }), cardDetailSchema);
  if (published.status === "awaiting-review") await t.call("POST", `/api/cards/${id}/approve`, { cookie: staffCookie });
  return id;
}

/** A fresh session for someone (a test that moves the clock a month on outlives their first one). */
export const newSession = (t: TestApp, userId: string) => createSession(t.services.db, userId, t.clock.now, null);
