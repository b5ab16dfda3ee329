import { describe, expect, it } from "vitest";
import { type GuardInput, resolveGuard, safeRedirect } from "./guards.ts";

const real = { id: "u1", isPlaceholder: false, verificationRequired: false, phoneVerified: true };
const guest = { ...real, isPlaceholder: true };
const at = (path: string, extra: Partial<GuardInput> = {}): GuardInput => ({
  path,
  search: "",
  maintenance: false,
  expectedClientVersion: "3.0.26",
  clientVersion: "3.0.26",
  user: real,
  ...extra,
});

describe("route guards (public-site §5)", () => {
  it.each<[string, GuardInput, ReturnType<typeof resolveGuard>]>([
    [
      "1 maintenance sends everything to the maintenance page",
      at("/my-kora/dashboard", { maintenance: true }),
      { action: "redirect", to: "/maintenance-mode" },
    ],
    ["1 …but the maintenance page itself is allowed", at("/maintenance-mode", { maintenance: true }), { action: "allow" }],
    ["1 …and once it is over, it sends home", at("/maintenance-mode"), { action: "redirect", to: "/" }],
    ["2 a stale client reloads", at("/", { clientVersion: "3.0.25" }), { action: "reload" }],
    ["3 a user without an id is reset", at("/search", { user: { ...real, id: null } }), { action: "reset", to: undefined }],
    [
      "signed-out visitors of signed-in pages log in first",
      at("/my-kora/my-details", { user: null, search: "?x=1" }),
      { action: "redirect", to: "/password-free?step=login&redirectTo=%2Fmy-kora%2Fmy-details%3Fx%3D1" },
    ],
    ["signed-out visitors browse public pages", at("/search", { user: null }), { action: "allow" }],
    [
      "4 placeholders on guarded pages are reset to login",
      at("/my-kora/bookings", { user: guest }),
      { action: "reset", to: "/password-free?step=login" },
    ],
    ["4 placeholders keep their respond page", at("/advisors/ann/card-1/respond", { user: guest }), { action: "allow" }],
    ["4 …and a card's instant meeting", at("/advisors/ann/card-1/instant-meeting", { user: guest }), { action: "allow" }],
    ["4 …but not the card's own page", at("/advisors/ann/card-1", { user: guest }), { action: "reset" }],
    ["4 placeholders keep public and group videos", at("/g/acme/videos/12", { user: guest }), { action: "allow" }],
    ["4 placeholders elsewhere are logged out but stay", at("/search", { user: guest }), { action: "reset" }],
    [
      "5 unverified users go to My details",
      at("/my-kora/bookings", { user: { ...real, verificationRequired: true } }),
      { action: "redirect", to: "/my-kora/my-details" },
    ],
    ["5 …except on booking pages", at("/advisors/ann/card-1/book", { user: { ...real, verificationRequired: true } }), { action: "allow" }],
    ["5 …and in calls: a personal room", at("/meet/maya-patel", { user: { ...real, verificationRequired: true } }), { action: "allow" }],
    [
      "5 …entered from a card too",
      at("/advisors/maya-patel/career-coaching/instant-meeting", { user: { ...real, verificationRequired: true } }),
      { action: "allow" },
    ],
    ["5 …and a booking's call", at("/my-kora/bookings/b1/join", { user: { ...real, verificationRequired: true } }), { action: "allow" }],
    ["5 …and on get-in-touch", at("/get-in-touch", { user: { ...real, verificationRequired: true } }), { action: "allow" }],
    [
      "6 signed-in users skip login pages",
      at("/password-free", { search: "?step=login" }),
      { action: "redirect", to: "/my-kora/dashboard" },
    ],
    [
      "6 …honouring redirectTo",
      at("/password-free", { search: "?step=login&redirectTo=%2Fsearch" }),
      { action: "redirect", to: "/search" },
    ],
    [
      "6 …but never to another site",
      at("/password-free", { search: "?redirectTo=https://evil.example" }),
      { action: "redirect", to: "/my-kora/dashboard" },
    ],
    [
      "6 forgot-password goes to the password section",
      at("/forgot-password"),
      { action: "redirect", to: "/my-kora/my-details?password=true" },
    ],
    ["6 a video query goes to the video", at("/password-free", { search: "?video=abc" }), { action: "redirect", to: "/v/abc" }],
    ["7 verified users skip verification pages", at("/verify/phone"), { action: "redirect", to: "/my-kora/dashboard" }],
    ["7 …the old mobile address too", at("/verify/mobile"), { action: "redirect", to: "/my-kora/dashboard" }],
    ["7 …and the email page once the email is verified", at("/verify/email"), { action: "redirect", to: "/my-kora/dashboard" }],
    [
      "7 a verified phone with an email still to verify may use the email page",
      at("/verify/email", { user: { ...real, verificationRequired: true } }),
      { action: "allow" },
    ],
    [
      "7 …but not the phone page",
      at("/verify/phone", { user: { ...real, verificationRequired: true } }),
      { action: "redirect", to: "/my-kora/dashboard" },
    ],
    [
      "5+7 an unverified phone may verify it",
      at("/verify/phone", { user: { ...real, verificationRequired: true, phoneVerified: false } }),
      { action: "allow" },
    ],
    [
      "5+7 …and its email, whatever the phone",
      at("/verify/email", { user: { ...real, verificationRequired: true, phoneVerified: false } }),
      { action: "allow" },
    ],
    [
      "5 an unverified phone elsewhere goes to My details",
      at("/my-kora/cards", { user: { ...real, verificationRequired: true, phoneVerified: false } }),
      { action: "redirect", to: "/my-kora/my-details" },
    ],
    ["6 account recovery is a login page", at("/recover-account"), { action: "redirect", to: "/my-kora/dashboard" }],
    ["recovery is open to signed-out visitors", at("/recover-account", { user: null }), { action: "allow" }],
    ["ordinary pages are allowed", at("/my-kora/dashboard"), { action: "allow" }],
  ])("%s", (_name, input, expected) => expect(resolveGuard(input)).toEqual(expected));
});

describe("safeRedirect", () => {
  it.each([
    ["my-kora-dashboard", "/my-kora/dashboard"],
    ["/search?q=1", "/search?q=1"],
    ["//evil.example", null],
    ["https://evil.example", null],
    ["/\\evil.example", null],
    ["", null],
    // Server endpoints, not pages: going on to /sign-out would let any site's link sign the visitor out.
    ["/sign-out", null],
    ["/Sign-Out?next=%2F", null],
    ["/%73ign-out", null],
    ["/sign-out/", null],
    ["/api/me", null],
    ["/ws", null],
    ["/sign-outside", "/sign-outside"],
    ["/my-kora/my-details?tab=sign-out", "/my-kora/my-details?tab=sign-out"],
  ])("%j → %j", (value, expected) => expect(safeRedirect(value)).toBe(expected));
});
