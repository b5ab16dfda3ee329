import { describe, expect, it } from "vitest";
import { IcsError } from "./ics/ics-limits.ts";
import { FetchTimeoutError, ForbiddenAddressError, ResponseTooBigError } from "./net-guard.ts";
import { CalendarSyncError, DavStatusError, syncErrorCode } from "./sync-errors.ts";

const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:9"), { code: "ECONNREFUSED" });

describe("what went wrong, in the contract's words", () => {
  it.each([
    ["401 from a REPORT", new DavStatusError(401, "REPORT"), "badLogin"],
    ["403 from a PUT", new DavStatusError(403, "PUT"), "badLogin"],
    ["tsdav's login refusal", new Error("Invalid credentials: PROPFIND http://x/ returned 401 Unauthorized"), "badLogin"],
    ["404 calendar", new DavStatusError(404, "REPORT"), "notFound"],
    ["500 server", new DavStatusError(500, "REPORT"), "unreachable"],
    ["connection refused", refused, "unreachable"],
    ["refused, wrapped by fetch", new TypeError("fetch failed", { cause: refused }), "unreachable"],
    ["unknown host", Object.assign(new Error("getaddrinfo ENOTFOUND nowhere"), { code: "ENOTFOUND" }), "unreachable"],
    ["deadline", new FetchTimeoutError("no answer"), "timeout"],
    ["private address", new ForbiddenAddressError("10.0.0.1"), "forbiddenAddress"],
    ["huge body", new ResponseTooBigError("over"), "tooBig"],
    ["the expander's bound", new IcsError("tooBig", "50k occurrences"), "tooBig"],
    ["not a calendar", new IcsError("notCalendar", "html"), "notCalendar"],
    ["our own", new CalendarSyncError("noCalendars"), "noCalendars"],
  ])("%s → %s", (_name, error, code) => expect(syncErrorCode(error)).toBe(code));
});
