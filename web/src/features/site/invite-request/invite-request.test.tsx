import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { INVITE_REQUEST_DELAY_MS } from "@kora/shared/domain/contact/contact-form.ts";
import { InviteRequestPopup } from "./invite-request-popup.tsx";
import {
  INVITE_REQUEST_STORAGE_KEY,
  type InviteRequestContext,
  inviteRequestExcluded,
  type OutcomeStore,
  rememberInviteRequest,
  scheduleInviteRequest,
} from "./invite-request-rule.ts";

function memoryStore(): OutcomeStore & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

/** Schedules the popup as the mount does and says whether it appeared. */
function visit(context: Partial<InviteRequestContext> = {}) {
  const show = vi.fn();
  const cancel = scheduleInviteRequest({ signedIn: false, pathname: "/search", store: memoryStore(), ...context }, show);
  return { show, cancel };
}

describe("the request-invite popup's timing (core §2)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("appears after 7 seconds on a page, not before", () => {
    expect(INVITE_REQUEST_DELAY_MS).toBe(7_000);
    const { show } = visit();
    vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS - 1);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("starts over on a new page: leaving the page cancels the wait", () => {
    const first = visit();
    vi.advanceTimersByTime(5_000);
    first.cancel();
    const second = visit({ pathname: "/how-it-works" });
    vi.advanceTimersByTime(5_000);
    expect(first.show).not.toHaveBeenCalled();
    expect(second.show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_000);
    expect(second.show).toHaveBeenCalledTimes(1);
  });

  it("never appears for someone signed in, nor while the session is still loading", () => {
    const signedIn = visit({ signedIn: true });
    const loading = visit({ signedIn: undefined });
    vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS * 10);
    expect(signedIn.show).not.toHaveBeenCalled();
    expect(loading.show).not.toHaveBeenCalled();
  });

  it.each([
    "/password-free",
    "/sign-in",
    "/forgot-password",
    "/verify/email",
    "/g/northside-library/apply",
    "/g/northside-library/join",
    "/meet/ada-lovelace",
    "/not-interested",
    "/advisors/ada/pricing/book",
  ])("never appears on %s", (pathname) => {
    expect(inviteRequestExcluded(pathname)).toBe(true);
    const { show } = visit({ pathname });
    vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS * 2);
    expect(show).not.toHaveBeenCalled();
  });

  it.each(["/", "/search", "/advisors/ada/pricing", "/articles/how-to-price", "/get-in-touch", "/g/northside-library"])(
    "may appear on %s",
    (pathname) => expect(inviteRequestExcluded(pathname)).toBe(false),
  );

  it("doesn't come back on this browser once dismissed or sent, even from another tab meanwhile", () => {
    for (const outcome of ["dismissed", "sent"] as const) {
      const store = memoryStore();
      rememberInviteRequest(store, outcome);
      expect(store.values.get(INVITE_REQUEST_STORAGE_KEY)).toBe(outcome);
      const { show } = visit({ store });
      vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS * 2);
      expect(show).not.toHaveBeenCalled();
    }
    const store = memoryStore();
    const { show } = visit({ store });
    vi.advanceTimersByTime(3_000);
    rememberInviteRequest(store, "dismissed");
    vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS);
    expect(show).not.toHaveBeenCalled();
  });

  it("keeps working when the browser refuses storage", () => {
    const broken: OutcomeStore = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => rememberInviteRequest(broken, "sent")).not.toThrow();
    const { show } = visit({ store: broken });
    vi.advanceTimersByTime(INVITE_REQUEST_DELAY_MS);
    expect(show).toHaveBeenCalledTimes(1);
  });
});

describe("the popup", () => {
  it("is a non-modal, labelled box with a close button, first name and email, and takes no focus", () => {
    const html = renderToStaticMarkup(<InviteRequestPopup store={memoryStore()} onClose={() => {}} />);
    expect(html).toContain('role="dialog"');
    expect(html).toContain('aria-modal="false"');
    expect(html).toContain("Get an invite");
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('name="name"');
    expect(html).toContain('autoComplete="given-name"');
    expect(html).toContain('type="email"');
    expect(html).not.toContain("autofocus");
    expect(html).not.toContain('aria-modal="true"');
  });
});
