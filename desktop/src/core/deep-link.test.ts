import { describe, expect, it } from "vitest";
import { findDeepLinkInArgv, MAX_APP_PATH_LENGTH, parseDeepLink, toSafeAppPath } from "./deep-link.ts";

const NOT_FOR_LINKS = "not a page kora:// links open";

describe("parseDeepLink", () => {
  it.each([
    ["kora://my-kora/bookings/123", "/my-kora/bookings/123"],
    ["kora://meet/abc", "/meet/abc"],
    ["KORA://meet/abc", "/meet/abc"],
    ["kora://meet/abc?name=Sam&muted=1", "/meet/abc?name=Sam&muted=1"],
    ["kora://password-free?step=login&redirectTo=my-kora-dashboard", "/password-free?step=login&redirectTo=my-kora-dashboard"],
    ["kora://meet/abc#chat", "/meet/abc#chat"],
    ["kora://", "/"],
    ["kora://advisors/zoë", "/advisors/zo%C3%AB"],
    // A URL inside the query is data for the page, not a place the window goes.
    ["kora://my-kora/x?next=//evil.example", "/my-kora/x?next=//evil.example"],
    // The pages links are for: a booking and its call, a room, an advisor and a card, a group, a recording, signing in.
    ["kora://my-kora/bookings/123/join", "/my-kora/bookings/123/join"],
    ["kora://my-kora/", "/my-kora/"],
    ["kora://advisors/ana-lopez/career-chat", "/advisors/ana-lopez/career-chat"],
    ["kora://advisors/ana-lopez/career-chat/book", "/advisors/ana-lopez/career-chat/book"],
    ["kora://g/harbour-founders", "/g/harbour-founders"],
    ["kora://g/harbour-founders/videos/v1", "/g/harbour-founders/videos/v1"],
    ["kora://v/launch-talk", "/v/launch-talk"],
    ["kora://sign-in", "/sign-in"],
    ["kora://MEET/abc", "/MEET/abc"],
    [
      "kora://password-free?step=login&redirectTo=%2Fmy-kora%2Fbookings%2F1",
      "/password-free?step=login&redirectTo=%2Fmy-kora%2Fbookings%2F1",
    ],
  ])("maps %s to %s", (link, path) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, path });
  });

  it.each([
    ["https://evil.example/meet", "not a kora:// link"],
    ["javascript:alert(1)", "not a kora:// link"],
    ["kora:meet/abc", "not a kora:// link"],
    ["korax://meet/abc", "not a kora:// link"],
    [" kora://meet/abc", "not a kora:// link"],
    ["kora:///evil.example/x", "protocol-relative path"],
    ["kora:////evil.example", "protocol-relative path"],
    ["kora://\\evil.example", "contains spaces, control characters or backslashes"],
    ["kora:///\\evil.example", "contains spaces, control characters or backslashes"],
    ["kora://meet/\t/evil.example", "contains spaces, control characters or backslashes"],
    ["kora://\t/evil.example", "contains spaces, control characters or backslashes"],
    ["kora://meet/abc\n", "contains spaces, control characters or backslashes"],
    ["kora://meet/a b", "contains spaces, control characters or backslashes"],
    ["kora://meet/a\u0000", "contains spaces, control characters or backslashes"],
    ["kora://my-kora/../api/me", 'contains "." or ".." segments'],
    ["kora://..", 'contains "." or ".." segments'],
    ["kora://my-kora/%2e%2e/admin", 'contains "." or ".." segments'],
    ["kora://my-kora/.%2E/admin", 'contains "." or ".." segments'],
    ["kora://meet/./abc", 'contains "." or ".." segments'],
    ["kora://my-kora/a%2Fb", "contains an encoded slash or backslash"],
    ["kora://%5cevil.example", "contains an encoded slash or backslash"],
    ["kora://api/me", "points at the API, not a page"],
    ["kora://API/me", "points at the API, not a page"],
    ["kora://%61pi/me", "points at the API, not a page"],
    ["kora://ws", "points at the API, not a page"],
    // Only the pages links are for: a link anyone can put in a page or a mail must not act for the person at the desk.
    ["kora://sign-out", NOT_FOR_LINKS],
    ["kora://Sign-Out?next=/", NOT_FOR_LINKS],
    ["kora://sign-out/", NOT_FOR_LINKS],
    ["kora://reset-password?token=abc&email=a%40b.example", NOT_FOR_LINKS],
    ["kora://verify/email?token=abc", NOT_FOR_LINKS],
    ["kora://recover-account", NOT_FOR_LINKS],
    ["kora://g/harbour-founders/join", NOT_FOR_LINKS],
    ["kora://g/harbour-founders/settings", NOT_FOR_LINKS],
    ["kora://advisors/ana-lopez/career-chat/respond?booking=b1", NOT_FOR_LINKS],
    ["kora://dev/mailbox", NOT_FOR_LINKS],
    ["kora://c/AbC123", NOT_FOR_LINKS],
    ["kora://embed?v=x", NOT_FOR_LINKS],
    ["kora://not-interested?inmail=abc", NOT_FOR_LINKS],
    ["kora://apis-guide", NOT_FOR_LINKS],
    ["kora://meet", NOT_FOR_LINKS],
    ["kora://meet/abc/extra", NOT_FOR_LINKS],
    ["kora://my-kora/dashboard?token=someone-elses-link-token", "carries a sign-in token"],
    ["kora://meet/abc?a=1&TOKEN=x", "carries a sign-in token"],
    ["kora://password-free?step=login&redirectTo=/sign-out", "goes on to a page kora:// links don't open"],
    ["kora://password-free?step=login&redirectTo=%2Fsign-out", "goes on to a page kora:// links don't open"],
    ["kora://sign-in?redirectTo=/g/harbour-founders/join", "goes on to a page kora:// links don't open"],
    ["kora://password-free?redirectTo=/my-kora/dashboard%3Ftoken%3Dx", "goes on to a page kora:// links don't open"],
    ["kora://password-free?redirectTo=//evil.example", "goes on to a page kora:// links don't open"],
  ])("refuses %j (%s)", (link, reason) => {
    expect(parseDeepLink(link)).toEqual({ ok: false, reason });
  });

  it("refuses absurdly long links before parsing them", () => {
    const link = `kora://meet/${"a".repeat(MAX_APP_PATH_LENGTH)}`;
    expect(parseDeepLink(link)).toEqual({ ok: false, reason: `longer than ${MAX_APP_PATH_LENGTH} characters` });
    expect(parseDeepLink(`kora://meet/${"a".repeat(100)}`).ok).toBe(true);
  });
});

describe("toSafeAppPath", () => {
  it.each([
    ["", "empty path"],
    ["meet/abc", 'must start with "/"'],
    ["https://evil.example/", 'must start with "/"'],
    ["//evil.example", "protocol-relative path"],
    ["/\\evil.example", "contains spaces, control characters or backslashes"],
  ])("refuses %j (%s)", (input, reason) => {
    expect(toSafeAppPath(input)).toEqual({ ok: false, reason });
  });

  it("keeps a safe path, query and fragment as they are", () => {
    expect(toSafeAppPath("/my-kora/bookings/123?tab=notes#top")).toEqual({ ok: true, path: "/my-kora/bookings/123?tab=notes#top" });
  });

  // Combines the pieces attackers use (slashes, backslashes, dots, encodings, credentials, tabs)
  // and checks the invariant on everything accepted: it stays on the Kora origin.
  it("never returns a path that leaves the origin, for thousands of hostile combinations", () => {
    const pieces = ["/", "//", "\\", ".", "..", "%2e", "%2f", "%5c", "@", ":", "?", "#", "\t", "evil.example", "a", "%"];
    let seed = 42;
    const next = (): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    let accepted = 0;
    for (let i = 0; i < 5000; i++) {
      let input = "/";
      const length = 1 + (next() % 6);
      for (let j = 0; j < length; j++) input += pieces[next() % pieces.length];
      const result = toSafeAppPath(input);
      if (!result.ok) continue;
      accepted++;
      expect(result.path.startsWith("/") && !result.path.startsWith("//")).toBe(true);
      for (const origin of ["https://kora.example.com", "http://localhost:8787"]) {
        expect(new URL(result.path, origin).origin).toBe(origin);
      }
    }
    expect(accepted).toBeGreaterThan(100); // the generator must also produce acceptable paths
  });
});

describe("findDeepLinkInArgv", () => {
  it("finds the link after the switches Chromium adds (Windows second instance)", () => {
    const argv = ["C:\\Program Files\\Kora\\Kora.exe", "--allow-file-access-from-files", "kora://meet/abc"];
    expect(findDeepLinkInArgv(argv)).toBe("kora://meet/abc");
  });

  it("finds it in an unpackaged launch, whatever the scheme's case", () => {
    expect(findDeepLinkInArgv(["/usr/bin/electron", "/home/me/kora/desktop", "KORA://meet/abc"])).toBe("KORA://meet/abc");
  });

  it("returns null when there is none", () => {
    expect(findDeepLinkInArgv(["/opt/Kora/kora", "--no-sandbox", "korax://meet"])).toBeNull();
  });
});
