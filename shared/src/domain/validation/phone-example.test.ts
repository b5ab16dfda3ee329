import { describe, expect, it } from "vitest";
import { exampleMobile } from "./phone-example.ts";
import { parseMobile } from "./phone.ts";

describe("exampleMobile", () => {
  it.each(["GB", "AU", "NZ", "US", "DE", "gb"])("%s: an example that is itself a valid mobile there", (country) => {
    const example = exampleMobile(country);
    expect(example).not.toMatch(/^\+/);
    expect(parseMobile(example, country.toUpperCase())).not.toBeNull();
  });
  it("is international when the country is unknown or has no example", () => {
    expect(exampleMobile(null)).toBe("+61 412 345 678");
    expect(exampleMobile("ZZ")).toBe("+61 412 345 678");
  });
});
