import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GROUP_MESSAGES } from "@kora/shared/contracts/groups.ts";
import { type GroupWorld, groupWorld } from "../../../test/group-fixtures.ts";
import { createTestApp, errorOf, type TestApp } from "../../../test/harness.ts";
import { sendAs } from "./inmail-kit.ts";

let t: TestApp;
let w: GroupWorld;
let emailId: string;
beforeAll(async () => {
  t = await createTestApp();
  w = await groupWorld(t);
  emailId = (await sendAs(t, w.adminA.cookie, w.groupA.id)).id;
});
afterAll(() => t.close());

/** Every InMail call on group A (core §7 `emails`, `emails/send`), as each kind of caller (core §4 InMail). */
const CALLS: { name: string; method: string; path: () => string; body?: unknown; ok: number }[] = [
  { name: "send", method: "POST", path: () => `/api/groups/${w.groupA.id}/emails/send`, body: { subject: "Hi", body: "Hello" }, ok: 201 },
  { name: "list", method: "GET", path: () => `/api/groups/${w.groupA.id}/emails`, ok: 200 },
  { name: "audience", method: "GET", path: () => `/api/groups/${w.groupA.id}/emails/audience?search-name=mina`, ok: 200 },
  { name: "detail", method: "GET", path: () => `/api/groups/${w.groupA.id}/emails/${emailId}`, ok: 200 },
];

const CALLERS: { who: string; cookie: () => string | undefined; status: (ok: number) => number }[] = [
  { who: "group A's admin", cookie: () => w.adminA.cookie, status: (ok) => ok },
  { who: "a member of A", cookie: () => w.memberA.cookie, status: () => 403 },
  { who: "group B's admin", cookie: () => w.adminB.cookie, status: () => 404 },
  { who: "someone in no group", cookie: () => w.outsider.cookie, status: () => 404 },
  { who: "a signed-out visitor", cookie: () => undefined, status: () => 401 },
];

describe("InMail route matrix", () => {
  for (const call of CALLS)
    for (const caller of CALLERS) {
      const status = caller.status(call.ok);
      it(`${call.name} as ${caller.who} → ${status}`, async () => {
        const before = await t.services.db.selectFrom("group_emails").select("id").execute();
        const response = await t.call(call.method, call.path(), { cookie: caller.cookie(), body: call.body });
        expect(response.status, await response.clone().text()).toBe(status);
        if (status === 404) expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.notFound);
        if (status === 403) expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.adminOnly);
        if (status >= 400) expect(await t.services.db.selectFrom("group_emails").select("id").execute()).toEqual(before);
      });
    }

  it("an unknown group is 404 to everyone signed in, whatever its id looks like", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "no-such-group"])
      for (const cookie of [w.adminA.cookie, w.adminB.cookie]) {
        const response = await t.call("GET", `/api/groups/${id}/emails`, { cookie });
        expect(response.status).toBe(404);
        expect((await errorOf(response)).message).toBe(GROUP_MESSAGES.notFound);
      }
  });

  it("group B's admin can't send to group A through B's path: A's members are never B's audience", async () => {
    const response = await t.call("POST", `/api/groups/${w.groupB.id}/emails/send`, {
      cookie: w.adminB.cookie,
      body: { subject: "Hi", body: "Hello", audience: { searchName: "Mina" } },
    });
    expect(response.status).toBe(422);
  });
});
