import { describe, expect, it } from "vitest";
import { biomeFiles, featuresOf, selectSpecs, unitTargets, webChanged, words } from "./select.ts";

const SPECS = [
  { path: "web/e2e/meeting-call.e2e.ts", imports: ["./support/test.ts", "./meeting.fixtures.ts"] },
  { path: "web/e2e/meeting-sfu.e2e.ts", imports: ["./support/test.ts", "../../scripts/janus/e2e.ts"] },
  { path: "web/e2e/journey.e2e.ts", imports: ["./support/test.ts", "@kora/shared/contracts/bookings.ts", "node:fs"] },
  { path: "web/e2e/bookings.e2e.ts", imports: ["./support/test.ts", "./booking-request.fixtures.ts"] },
  { path: "web/e2e/calendar-sync.e2e.ts", imports: ["./support/test.ts", "./calendar-sync.fixtures.ts"] },
  { path: "web/e2e/public-site.e2e.ts", imports: ["./support/test.ts", "@kora/shared/domain/groups/permissions.ts"] },
  { path: "web/e2e/console.e2e.ts", imports: ["./support/test.ts", "./groups.fixtures.ts"] },
  { path: "web/e2e/pro-bono.e2e.ts", imports: ["./support/test.ts"] },
];

describe("which end-to-end specs test:changed runs", () => {
  it("takes the specs whose name matches a changed feature, in either app and either number", () => {
    const selected = selectSpecs(["api/src/features/meetings/meeting-router.ts"], SPECS);
    expect(selected.items).toEqual(["web/e2e/meeting-call.e2e.ts", "web/e2e/meeting-sfu.e2e.ts"]);
    expect(selected.reasons.get("web/e2e/meeting-sfu.e2e.ts")).toEqual([
      "feature meetings (api/src/features/meetings/meeting-router.ts): the spec's name",
    ]);
    expect(selectSpecs(["web/src/features/pro-bono/pro-bono-page.tsx"], SPECS).items).toEqual(["web/e2e/pro-bono.e2e.ts"]);
  });

  it("takes the specs whose imports name the feature: its fixtures or its shared contracts and rules", () => {
    const bookings = selectSpecs(["web/src/features/bookings/booking-card.tsx"], SPECS);
    expect(bookings.items).toEqual(["web/e2e/bookings.e2e.ts", "web/e2e/journey.e2e.ts"]);
    expect(bookings.reasons.get("web/e2e/journey.e2e.ts")).toEqual([
      "feature bookings (web/src/features/bookings/booking-card.tsx): imports @kora/shared/contracts/bookings.ts",
    ]);
    expect(selectSpecs(["api/src/features/groups/groups.service.ts"], SPECS).items).toEqual([
      "web/e2e/console.e2e.ts",
      "web/e2e/public-site.e2e.ts",
    ]);
  });

  it("matches a feature of several words only as a whole, and a nested feature folder by its own name too", () => {
    expect(selectSpecs(["api/src/features/calendar-sync/caldav.ts"], SPECS).items).toEqual(["web/e2e/calendar-sync.e2e.ts"]);
    const cards = [
      { path: "web/e2e/cards.e2e.ts", imports: [] },
      { path: "web/e2e/card-video.e2e.ts", imports: [] },
    ];
    expect(selectSpecs(["web/src/features/card-videos/recorder.tsx"], cards).items).toEqual(["web/e2e/card-video.e2e.ts"]);
    expect(selectSpecs(["web/src/features/cards/card-page.tsx"], cards).items).toEqual([
      "web/e2e/card-video.e2e.ts",
      "web/e2e/cards.e2e.ts",
    ]);
    const console = selectSpecs(["web/src/features/groups/console/members-page.tsx"], SPECS);
    expect(console.reasons.get("web/e2e/console.e2e.ts")).toEqual([
      "feature groups (web/src/features/groups/console/members-page.tsx): imports ./groups.fixtures.ts",
      "feature console (web/src/features/groups/console/members-page.tsx): the spec's name",
    ]);
  });

  it("takes a changed spec and the specs importing a changed e2e helper", () => {
    const selected = selectSpecs(["web/e2e/pro-bono.e2e.ts", "web/e2e/meeting.fixtures.ts"], SPECS);
    expect(selected.items).toEqual(["web/e2e/meeting-call.e2e.ts", "web/e2e/pro-bono.e2e.ts"]);
    expect(selected.reasons.get("web/e2e/pro-bono.e2e.ts")).toEqual(["the spec changed"]);
    expect(selected.reasons.get("web/e2e/meeting-call.e2e.ts")).toEqual(["imports the changed web/e2e/meeting.fixtures.ts"]);
  });

  it("selects nothing outside features, and says so when a feature or the e2e support has no spec to run", () => {
    expect(selectSpecs(["shared/src/domain/money/rates.ts", "api/src/app.ts", "README.md"], SPECS)).toEqual({
      items: [],
      reasons: new Map(),
      notes: [],
    });
    expect(selectSpecs(["api/src/features/dev-mailbox/dev-mailbox.routes.ts"], SPECS).notes).toEqual([
      "feature dev-mailbox (api/src/features/dev-mailbox/dev-mailbox.routes.ts): no e2e spec's name or imports match it",
    ]);
    const support = selectSpecs(["web/e2e/support/test.ts"], SPECS);
    expect(support.items).toEqual([]);
    expect(support.notes).toEqual(["web/e2e/support/test.ts changed: it reaches every spec, so run `npm run test:e2e`"]);
  });

  it("reads feature names and spec names as singular words", () => {
    expect(featuresOf("api/src/features/payments/payouts/payout.service.ts")).toEqual(["payments", "payouts"]);
    expect(featuresOf("api/src/features/README.md")).toEqual([]);
    expect(featuresOf("web/src/lib/jotai.ts")).toEqual([]);
    expect(words("meeting-sfu-scale")).toEqual(["meeting", "sfu", "scale"]);
    expect(words("Analytics.fixtures")).toEqual(["analytic", "fixture"]);
    expect(words("access-bus-sms")).toEqual(["access", "bus", "sms"]);
  });
});

describe("what else test:changed runs", () => {
  it("checks the changed files Biome reads", () => {
    expect(biomeFiles(["api/src/app.ts", "web/src/styles.css", "README.md", "docs/rules/core.md", "biome.jsonc"])).toEqual([
      "api/src/app.ts",
      "web/src/styles.css",
      "biome.jsonc",
    ]);
  });

  it("relates unit tests to changed sources of the unit projects, and runs them all when the setup changed", () => {
    expect(unitTargets(["api/src/app.ts", "web/e2e/bookings.e2e.ts", "web/e2e/support/clock-instants.test.ts", "docs/x.md"])).toEqual({
      all: false,
      files: ["api/src/app.ts", "web/e2e/support/clock-instants.test.ts"],
      notes: [],
    });
    expect(unitTargets(["api/server-tests/realtime.server.test.ts"]).notes).toEqual([
      "api/server-tests/ changed: those run in `npm run test:server`, not here",
    ]);
    const setup = unitTargets(["package-lock.json", "api/src/app.ts"]);
    expect(setup.all).toBe(true);
    expect(setup.notes).toEqual(["every unit test: the setup changed (package-lock.json)"]);
  });

  it("builds the web app for the specs only when web/ (not its specs) or shared/ changed", () => {
    expect(webChanged(["web/src/app.tsx"])).toBe(true);
    expect(webChanged(["shared/src/constants.ts"])).toBe(true);
    expect(webChanged(["web/e2e/bookings.e2e.ts", "api/src/app.ts"])).toBe(false);
  });
});
