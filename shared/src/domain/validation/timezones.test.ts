import { describe, expect, it } from "vitest";
import { canonicalTimezone } from "./timezones.ts";

describe("canonicalTimezone", () => {
  it("gives the IANA spelling of a zone whatever its case, and UTC", () => {
    expect(canonicalTimezone("America/New_York")).toBe("America/New_York");
    expect(canonicalTimezone("america/new_york")).toBe("America/New_York");
    expect(canonicalTimezone("AMERICA/NEW_YORK")).toBe("America/New_York");
    expect(canonicalTimezone("AFRICA/DAR_ES_SALAAM")).toBe("Africa/Dar_es_Salaam");
    expect(canonicalTimezone("utc")).toBe("UTC");
    expect(canonicalTimezone("UTC")).toBe("UTC");
  });

  it("maps a runtime-known alias onto the listed zone it stands for", () => {
    const kolkata = canonicalTimezone("asia/kolkata");
    expect(kolkata === "Asia/Kolkata" || kolkata === "Asia/Calcutta").toBe(true);
    expect(Intl.supportedValuesOf("timeZone")).toContain(kolkata);
    expect(canonicalTimezone("Etc/UTC")).toBe("UTC");
  });

  it("refuses anything that isn't a zone", () => {
    for (const zone of [
      "",
      "Not/AZone",
      "Mars/Olympus",
      "America",
      "America/New_York/",
      " America/New_York",
      "x".repeat(65),
      "../../etc/passwd",
    ]) {
      expect(canonicalTimezone(zone), zone).toBeNull();
    }
  });
});
