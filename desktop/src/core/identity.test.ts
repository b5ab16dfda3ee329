import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { BRAND } from "@kora/shared/brand.ts";
import { APP_ID, PRODUCT_NAME, PROTOCOL } from "./identity.ts";

const packageJson = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8"));
// electron-builder.cjs builds the configuration from the environment; a bare one is enough here.
const { createConfig } = createRequire(import.meta.url)("../../electron-builder.cjs");
const builder = createConfig({}, "linux");

describe("desktop identity", () => {
  it("matches shared's brand, the one source of the product's name and slug", () => {
    expect(PRODUCT_NAME).toBe(BRAND.name);
    expect(PROTOCOL).toBe(BRAND.slug);
  });

  it("matches what electron-builder puts into the installers", () => {
    expect(builder.appId).toBe(APP_ID);
    expect(builder.productName).toBe(PRODUCT_NAME);
    expect(builder.protocols).toEqual([{ name: PRODUCT_NAME, schemes: [PROTOCOL] }]);
  });

  it("packages what Electron loads: CommonJS output at package.json's main", () => {
    // "type": "module" would make Electron read the CommonJS build as ES modules and fail at start.
    expect(packageJson.type).toBe("commonjs");
    expect(packageJson.main).toBe("dist/main/main.js");
    expect(builder.files).toEqual(expect.arrayContaining(["dist/**/*.js", "static/**/*"]));
  });

  it("builds every target the release needs", () => {
    expect(builder.linux.target).toEqual(["deb", "AppImage"]);
    expect(builder.mac.target).toEqual(["dmg", "zip"]);
    expect(builder.win.target).toBe("nsis");
  });
});
