import { describe, expect, it } from "vitest";
import {
  decideServerChange,
  isKoraHealth,
  notKoraMessage,
  offlinePageQuery,
  readServerSubmission,
  SERVER_ADDRESS_FIELD,
} from "./server-address.ts";

const PAGE = "file:///opt/Kora/resources/app.asar/static/offline.html";
/** The window's current page when the form submits: the offline page, with its own query. */
const SHOWN = `${PAGE}?mode=offline&retryIn=3`;
const fromSettings = { koraOrigin: "https://kora.example.com", serverSource: "settings" } as const;

describe("readServerSubmission", () => {
  // The URLs Chromium makes from the page's form (web/e2e/desktop-offline.e2e.ts checks these shapes).
  it("reads the address from the offline page's own form submission", () => {
    expect(readServerSubmission(`${PAGE}?server-address=kora.mycompany.example`, PAGE, SHOWN)).toBe("kora.mycompany.example");
    expect(readServerSubmission(`${PAGE}?server-address=https%3A%2F%2Fother.example`, PAGE, SHOWN)).toBe("https://other.example");
    expect(readServerSubmission(`${PAGE}?${SERVER_ADDRESS_FIELD}=https%3A%2F%2Fnew.example`, PAGE, SHOWN)).toBe("https://new.example");
    expect(readServerSubmission(`${PAGE}?${SERVER_ADDRESS_FIELD}=`, PAGE, SHOWN)).toBe("");
  });

  it.each([
    [`${PAGE}?retryIn=3`, "the offline page without the field"],
    [`file:///tmp/offline.html?${SERVER_ADDRESS_FIELD}=https://x.example`, "another local file"],
    [`https://kora.example.com/static/offline.html?${SERVER_ADDRESS_FIELD}=https://x.example`, "a web page of the same name"],
    [`file://evil-share${new URL(PAGE).pathname}?${SERVER_ADDRESS_FIELD}=https://x.example`, "a network share"],
    ["not a url", "garbage"],
  ])("ignores %s (%s)", (url) => {
    expect(readServerSubmission(url, PAGE, SHOWN)).toBeNull();
  });

  it("ignores the same URL when a Kora page (not the offline page) navigates to it", () => {
    const submission = `${PAGE}?${SERVER_ADDRESS_FIELD}=https%3A%2F%2Fevil.example`;
    expect(readServerSubmission(submission, PAGE, "https://kora.example.com/my-kora/dashboard")).toBeNull();
    expect(readServerSubmission(submission, PAGE, "")).toBeNull();
  });

  it("bounds what it reads, keeping it over the limit so validation reports it", () => {
    const value = readServerSubmission(`${PAGE}?${SERVER_ADDRESS_FIELD}=${"a".repeat(10_000)}`, PAGE, SHOWN);
    expect(value?.length).toBe(2049);
  });
});

describe("decideServerChange", () => {
  it("switches to a valid new server", () => {
    expect(decideServerChange(" new.example.com ", fromSettings)).toEqual({ kind: "switch", origin: "https://new.example.com" });
    expect(decideServerChange("http://localhost:8787", { koraOrigin: "http://localhost:8787", serverSource: "default" })).toEqual({
      kind: "retry",
    });
  });

  it("retries now when the address is the server already in use", () => {
    expect(decideServerChange("https://kora.example.com/", fromSettings)).toEqual({ kind: "retry" });
  });

  it("refuses an insecure or malformed address and gives it back for correction", () => {
    expect(decideServerChange("http://kora.evil.example", fromSettings)).toEqual({
      kind: "invalid",
      message: expect.stringMatching(/must use https/),
      value: "http://kora.evil.example",
    });
  });

  it("does nothing but explain when KORA_URL decides the server", () => {
    const change = decideServerChange("https://new.example.com", { koraOrigin: "https://kora.example.com", serverSource: "env" });
    expect(change).toEqual({ kind: "locked", message: expect.stringMatching(/KORA_URL/) });
  });
});

describe("offlinePageQuery", () => {
  it("passes the countdown in whole seconds, the target, the reason and the server", () => {
    expect(
      offlinePageQuery({
        mode: "offline",
        retryInMs: 1500,
        target: "https://kora.example.com/meet/a",
        reason: "ERR_CONNECTION_REFUSED",
        server: "https://kora.example.com",
        locked: false,
      }),
    ).toEqual({
      mode: "offline",
      retryIn: "2",
      target: "https://kora.example.com/meet/a",
      reason: "ERR_CONNECTION_REFUSED",
      server: "https://kora.example.com",
    });
  });

  it("marks a locked server and carries a refusal with the refused value, bounded", () => {
    const query = offlinePageQuery({
      mode: "settings",
      retryInMs: 0,
      target: "t",
      reason: "r",
      server: "s",
      locked: true,
      error: "e".repeat(900),
      value: "v".repeat(900),
    });
    expect(query.mode).toBe("settings");
    expect(query.locked).toBe("1");
    expect(query.error).toHaveLength(500);
    expect(query.value).toHaveLength(500);
  });
});

describe("isKoraHealth (before switching to a new server)", () => {
  const kora = { data: { status: "ok", version: "0.1.0", clientVersion: "1", maintenance: false, time: "2026-01-05T09:00:00.000Z" } };

  it("recognises Kora's /api/health answer", () => {
    expect(isKoraHealth(200, kora)).toBe(true);
  });

  it.each<[number, unknown, string]>([
    [200, { status: "ok" }, "another app's health answer"],
    [200, "<html>welcome</html>", "a web page"],
    [200, null, "no JSON"],
    [503, kora, "Kora in trouble"],
    [404, { error: "not found" }, "a site without the route"],
  ])("refuses %s %j (%s)", (status, body) => {
    expect(isKoraHealth(status, body)).toBe(false);
  });

  it("names the address in the message", () => {
    expect(notKoraMessage("https://kora.example.org")).toMatch(/No Kora server answered at https:\/\/kora\.example\.org\./);
  });
});
