import { type Fixtures, type OwnedRequest, owned, read, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** A fresh invite the advisor sent, and the request on it. */
async function sentInvite(fx: Fixtures, suffix: string): Promise<OwnedRequest> {
  const sent = await fx.call("POST", "/api/invites", {
    cookie: fx.s.advisor.cookie,
    body: { email: `invitee-${crypto.randomUUID().slice(0, 8)}@example.com` },
  });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${await sent.text()}`);
  const { data } = (await sent.json()) as { data: { id: string } };
  return { owner: fx.s.advisor, path: `/api/invites/${data.id}${suffix}` };
}

/**
 * Invites and rewards (core §3 Invite): an invite is its inviter's alone (anyone else gets 404); sending
 * needs a non-learner (403 for learners, invites.routes.test.ts). The invitee's side — a code's state
 * and "not interested" — is named by the unguessable code in their own mail: no session.
 */
export const INVITE_ROUTES: Record<RouteKey, RouteRow> = {
  "POST /api/invites": write("user"),
  "POST /api/invites/:id/resend": write(
    "user",
    owned((fx) => sentInvite(fx, "/resend"), 200),
  ),
  "GET /api/invites/:code": read(
    "public",
    shared("an invite code's state for the sign-up page: the unguessable code in the invitee's mail"),
  ),
  "POST /api/invites/not-interested": write("public", shared("the invitee's not-interested link: the unguessable code in their own mail")),
  "GET /api/me/invites": read("user"),
  "GET /api/me/invites/summary": read("user"),
};
