import { booked, owned, read, request, type RouteKey, type RouteRow, shared, write } from "./route-rows.ts";

/** A booking's call and the meeting rooms: their rows in the per-route security suite (fields in route-rows.ts). */
export const MEETING_ROUTES: Record<RouteKey, RouteRow> = {
  // A booking's call
  "POST /api/bookings/:id/video-token": write(
    "user",
    owned(
      booked(
        (id) => `/api/bookings/${id}/video-token`,
        "learner",
        () => ({}),
      ),
      409,
      {
        status: 403,
        why: "PROTOCOL.md: a non-party asking for a booking's video token gets 403",
      },
    ),
  ),
  "POST /api/bookings/:id/requestApproval": write(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/requestApproval`, "learner"),
      409,
      {
        status: 409,
        why: "core §7 requestApproval: anyone signed in with the link may ask to join the call; the fixture's is days ahead, so not yet",
      },
    ),
  ),
  "GET /api/bookings/:id/time": read(
    "user",
    owned(
      request((id) => `/api/bookings/${id}/time`, "learner"),
      200,
    ),
  ),
  "GET /api/bookings/:id/clients": read(
    "user",
    owned(
      booked((id) => `/api/bookings/${id}/clients`, "advisor"),
      200,
    ),
  ),
  "GET /api/bookings/:id/chat": read(
    "user",
    owned(
      request((id) => `/api/bookings/${id}/chat`, "learner"),
      200,
    ),
  ),
  "POST /api/bookings/:id/chat": write(
    "user",
    owned(
      request(
        (id) => `/api/bookings/${id}/chat`,
        "learner",
        () => ({ text: "See you then." }),
      ),
      201,
    ),
  ),
  "POST /api/bookings/:id/host/:userId": write(
    "user",
    owned(
      booked((id, fx) => `/api/bookings/${id}/host/${fx.s.learner.user.id}`, "advisor"),
      409,
    ),
  ),
  "POST /api/bookings/:id/host/:userId/disable": write(
    "user",
    owned(
      booked((id, fx) => `/api/bookings/${id}/host/${fx.s.learner.user.id}/disable`, "advisor"),
      409,
    ),
  ),
  "POST /api/bookings/:id/approve/:userId": write(
    "user",
    owned(
      booked((id, fx) => `/api/bookings/${id}/approve/${fx.s.learner.user.id}`, "advisor"),
      409,
    ),
  ),
  "POST /api/bookings/:id/revoke/:userId": write(
    "user",
    owned(
      booked((id, fx) => `/api/bookings/${id}/revoke/${fx.s.learner.user.id}`, "advisor"),
      409,
    ),
  ),

  // Meetings
  "GET /api/meetings/ice-servers": read("user"),
  "GET /api/meetings/rooms/:slug": read("public", shared("a personal room's link is meant to be shared (PROTOCOL.md: public)")),
  "POST /api/meetings/rooms/:slug/token": write(
    "user",
    owned(async (fx) => ({ owner: fx.s.advisor, path: `/api/meetings/rooms/${fx.s.advisor.user.slug}/token`, body: {} }), 200, {
      status: 200,
      why: "PROTOCOL.md: anyone signed in may knock on a personal room; only the owner's token walks in (checked below)",
    }),
  ),
  "POST /api/meetings/rooms/:slug/approve/:userId": write(
    "user",
    owned(
      async (fx) => ({
        owner: fx.s.advisor,
        path: `/api/meetings/rooms/${fx.s.advisor.user.slug}/approve/${fx.s.learner.user.id}`,
        body: {},
      }),
      409,
      {
        status: 409,
        why: "a personal room's link is public; only a host in the live room may answer a knock, anyone else gets the room's refusal",
      },
    ),
  ),
  "POST /api/meetings/rooms/:slug/revoke/:userId": write(
    "user",
    owned(
      async (fx) => ({
        owner: fx.s.advisor,
        path: `/api/meetings/rooms/${fx.s.advisor.user.slug}/revoke/${fx.s.learner.user.id}`,
        body: {},
      }),
      409,
      {
        status: 409,
        why: "a personal room's link is public; only a host in the live room may answer a knock, anyone else gets the room's refusal",
      },
    ),
  ),
  // Embedded mode's test hook (PROTOCOL.md): a host in the call moves it to the SFU early.
  "POST /api/dev/meetings/topology": write("dev"),
  // The socket's handshake: a socket acts as its user, so another site may not open one.
  "GET /ws": write("public"),
};
