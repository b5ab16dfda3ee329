/**
 * main/ cannot run here (it imports Electron), so this checks from the source text that every guard
 * of core/content-policy.ts and core/permission-policy.ts is attached to the Electron hook it is
 * written for, and that main.ts applies them to every WebContents and the session.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const policies = readFileSync(new URL("./web-policies.ts", import.meta.url), "utf8");
const main = readFileSync(new URL("./main.ts", import.meta.url), "utf8");
const window = readFileSync(new URL("./main-window.ts", import.meta.url), "utf8");

describe("web policies wiring", () => {
  it.each([
    [/contents\.on\("will-navigate", \(event\) => policy\.onWillNavigate\(event\)\)/],
    [/contents\.on\("will-redirect", \(event\) => policy\.onWillRedirect\(event\)\)/],
    [/contents\.setWindowOpenHandler\(\(details\) => policy\.onWindowOpen\(details\)\)/],
    [/contents\.on\("will-attach-webview", \(event\) => policy\.onWillAttachWebview\(event\)\)/],
  ])("attaches %s", (pattern) => {
    expect(policies).toMatch(pattern);
  });

  it("answers permission requests and permission checks with the same rule", () => {
    expect(policies).toMatch(/setPermissionRequestHandler\([\s\S]*?isPermissionGranted\(/);
    expect(policies).toMatch(/setPermissionCheckHandler\([\s\S]*?isPermissionGranted\([\s\S]*?"check"/);
    expect(policies).toMatch(/mediaTypes/);
  });

  it("applies the content policies to every WebContents and the permission rules to the session", () => {
    expect(main).toMatch(/app\.on\("web-contents-created", \(_event, contents\) => \{\s*applyContentPolicies\(contents,/);
    expect(main).toMatch(/applySessionPolicies\(session\.defaultSession, config\.koraOrigin\)/);
  });

  it("keeps the window isolated and sandboxed", () => {
    for (const setting of ["contextIsolation: true", "sandbox: true", "nodeIntegration: false", "webSecurity: true", "webviewTag: false"]) {
      expect(window).toContain(setting);
    }
    expect(main).toContain("app.enableSandbox()");
    expect(main).toContain("app.requestSingleInstanceLock()");
  });
});
