import { addMember, insertGroup } from "../group-fixtures.ts";
import { type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** A fresh group the advisor administers, with the learner as its one member to mail. */
async function advisorsGroup(fx: Fixtures): Promise<string> {
  const db = fx.t.services.db;
  const group = await insertGroup(db, fx.t.clock.now, { slug: `inmail-${crypto.randomUUID().slice(0, 8)}` });
  await addMember(db, fx.t.clock.now, group.id, fx.s.advisor.user.id, "group-advisor-consulting-visible", true);
  await addMember(db, fx.t.clock.now, group.id, fx.s.learner.user.id, "verified-member-community-visible");
  return group.id;
}

const MESSAGE = { subject: "Spring meetup", body: "See you on Friday.", audience: {} };

/** A request on the advisor's group. */
const onGroup =
  (suffix: string, body?: unknown) =>
  async (fx: Fixtures): Promise<OwnedRequest> => ({ owner: fx.s.advisor, path: `/api/groups/${await advisorsGroup(fx)}${suffix}`, body });

/** An InMail the advisor sent to their group, and the request for it. */
async function sentEmail(fx: Fixtures): Promise<OwnedRequest> {
  const groupId = await advisorsGroup(fx);
  const sent = await fx.call("POST", `/api/groups/${groupId}/emails/send`, { cookie: fx.s.advisor.cookie, body: MESSAGE });
  if (sent.status !== 201) throw new Error(`InMail send failed: ${sent.status} ${await sent.text()}`);
  const { data } = (await sent.json()) as { data: { id: string } };
  return { owner: fx.s.advisor, path: `/api/groups/${groupId}/emails/${data.id}` };
}

/**
 * InMail (core §4 InMail): a group's email is its admins' alone; anyone outside the group gets 404 (a
 * member who isn't an admin gets 403: inmail.matrix.test.ts tries every role). The tracking
 * addresses are the recipient's, named by an unguessable token in their own mail: no session.
 */
export const INMAIL_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/groups/:id/emails/send": write("user", owned(onGroup("/emails/send", MESSAGE), 201)),
  "GET /api/groups/:id/emails": read("user", owned(onGroup("/emails"), 200)),
  "GET /api/groups/:id/emails/audience": read("user", owned(onGroup("/emails/audience?search-name=lee"), 200)),
  "GET /api/groups/:id/emails/:emailId": read("user", owned(sentEmail, 200)),
  "GET /api/inmail/o/:token": read("public", shared("the open pixel of a recipient's own mail: the same GIF for any token, never a page")),
  "GET /api/inmail/c/:token": read("public", shared("a link in a recipient's mail: its signature, not a session, says where it may go")),
  "GET /api/inmail/u/:token": read("public", shared("where the unsubscribe link in a recipient's mail stands (the group's name only)")),
  "POST /api/inmail/u/:token": write(
    "public",
    shared("RFC 8058 one-click unsubscribe: the recipient's mail app posts it without a session"),
  ),
  // Server to server: the mail provider's report, with the shared secret (404 when none is configured).
  "POST /api/inmail/bounces": write("public"),
};
