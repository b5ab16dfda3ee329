import { describe, expect, it } from "vitest";
import { createContentPolicy, type NavigationAttempt } from "./content-policy.ts";

const KORA = "https://kora.example.com";

function setup() {
  const opened: { external: string[]; inApp: string[] } = { external: [], inApp: [] };
  const policy = createContentPolicy(KORA, {
    openExternal: (url) => opened.external.push(url),
    openInApp: (path) => opened.inApp.push(path),
  });
  const attempt = (url: string, isMainFrame?: boolean): NavigationAttempt & { prevented: boolean } => {
    const event = {
      url,
      prevented: false,
      preventDefault() {
        event.prevented = true;
      },
      ...(isMainFrame === undefined ? {} : { isMainFrame }),
    };
    return event;
  };
  return { policy, opened, attempt };
}

describe("navigation guard (will-navigate)", () => {
  it("lets a Kora page navigate to another Kora page in the window", () => {
    const { policy, opened, attempt } = setup();
    const event = attempt("https://kora.example.com/my-kora/bookings/12");
    policy.onWillNavigate(event);
    expect(event.prevented).toBe(false);
    expect(opened).toEqual({ external: [], inApp: [] });
  });

  it("keeps a foreign web page out of the window and opens it in the browser instead", () => {
    const { policy, opened, attempt } = setup();
    const event = attempt("https://evil.example/phish");
    policy.onWillNavigate(event);
    expect(event.prevented).toBe(true);
    expect(opened.external).toEqual(["https://evil.example/phish"]);
  });

  it.each(["file:///etc/passwd", "javascript:alert(1)", "kora://meet/x", "smb://host/share", "https://kora.example.com@evil.example/"])(
    "drops %s without opening anything",
    (url) => {
      const { policy, opened, attempt } = setup();
      const event = attempt(url);
      policy.onWillNavigate(event);
      expect(event.prevented).toBe(true);
      expect(opened).toEqual({ external: [], inApp: [] });
    },
  );
});

describe("redirect guard (will-redirect)", () => {
  it("stops a Kora URL that redirects the window to a foreign origin", () => {
    const { policy, opened, attempt } = setup();
    const event = attempt("https://evil.example/landing", true);
    policy.onWillRedirect(event);
    expect(event.prevented).toBe(true);
    expect(opened.external).toEqual(["https://evil.example/landing"]);
  });

  it("leaves redirects inside iframes alone (they get no preload)", () => {
    const { policy, attempt } = setup();
    const event = attempt("https://video.example/embed", false);
    policy.onWillRedirect(event);
    expect(event.prevented).toBe(false);
  });
});

describe("window.open guard (setWindowOpenHandler)", () => {
  it("never opens a second window; a Kora link opens in the one window", () => {
    const { policy, opened } = setup();
    expect(policy.onWindowOpen({ url: "https://kora.example.com/meet/abc?x=1#t" })).toEqual({ action: "deny" });
    expect(opened).toEqual({ external: [], inApp: ["/meet/abc?x=1#t"] });
  });

  it("sends a web link to the browser", () => {
    const { policy, opened } = setup();
    expect(policy.onWindowOpen({ url: "https://stripe.com/connect" })).toEqual({ action: "deny" });
    expect(opened).toEqual({ external: ["https://stripe.com/connect"], inApp: [] });
  });

  it("does not route a Kora URL to the API or a dot-segment path into the window", () => {
    const { policy, opened } = setup();
    policy.onWindowOpen({ url: "https://kora.example.com/api/uploads/1" });
    expect(opened).toEqual({ external: [], inApp: [] });
  });

  it.each(["about:blank", "file:///tmp/x.html", "data:text/html,hi", "ms-settings:privacy"])("opens nothing for %s", (url) => {
    const { policy, opened } = setup();
    expect(policy.onWindowOpen({ url })).toEqual({ action: "deny" });
    expect(opened).toEqual({ external: [], inApp: [] });
  });
});

describe("webview guard (will-attach-webview)", () => {
  it("refuses every <webview>", () => {
    const { policy } = setup();
    let prevented = false;
    policy.onWillAttachWebview({ preventDefault: () => (prevented = true) });
    expect(prevented).toBe(true);
  });
});
