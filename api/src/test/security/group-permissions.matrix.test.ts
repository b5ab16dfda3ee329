import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groupCardRights, heldPermissions, mayWatchGroupVideos } from "@kora/shared/domain/groups/access.ts";
import {
  builtInRolePermissions,
  DEFAULT_GROUP_PERMISSIONS,
  GROUP_PERMISSIONS,
  type GroupPermission,
  type GroupPermissionSource,
} from "@kora/shared/domain/groups/permissions.ts";
import { GROUP_ROLES, roleBase } from "@kora/shared/domain/groups/roles.ts";
import { createTestApp, errorOf, type TestApp } from "../harness.ts";
import type { Decision, Probe } from "./group-permissions.probes.ts";
import { BUILT_IN_HOLDERS, FAMILY, GOVERNS, NOT_GOVERNED, STATUS_PROBES } from "./group-permissions.table.ts";
import { BUILT_IN, buildWorld, MEMBER_ROLES, type Viewer, VIEWER_KINDS, type World } from "./group-permissions.world.ts";

/**
 * Every named group permission (core §6) × everyone it decides about × every route it
 * governs, against the real API. Each cell asks the rule (shared/domain/groups/access.ts) what the
 * viewer may do and checks the API answers exactly that — first with the built-in settings (whose
 * holders BUILT_IN_HOLDERS spells out by hand), then with the group configured the other way round
 * for that permission (every member role's holding flipped, the defaults without it). The tables must
 * name every permission, every role and every route near them, or the first block fails.
 */

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(() => t?.close());

const sorted = (values: Iterable<string>) => [...values].sort();
const mounted = () =>
  new Set(t.app.routes.filter((r) => !(r.method === "ALL" && r.path.endsWith("*"))).map((r) => `${r.method} ${r.path}`));
const probesOf = (permission: GroupPermission) => {
  const governs = GOVERNS[permission];
  return "probes" in governs ? governs.probes : [];
};
const ALL_PROBES = [...GROUP_PERMISSIONS.flatMap(probesOf), ...STATUS_PROBES];

describe("the matrix's tables", () => {
  it("name every permission: its routes, or why it is screen-only", () => {
    expect(sorted(Object.keys(GOVERNS))).toEqual(sorted(GROUP_PERMISSIONS));
    expect(sorted(Object.keys(BUILT_IN_HOLDERS))).toEqual(sorted(GROUP_PERMISSIONS));
  });

  it("have a viewer for every role base, and the admin, guest, outsider and staff", () => {
    const base = (role: string) => roleBase(role) ?? role;
    const members = VIEWER_KINDS.filter((kind) => kind !== "admin" && MEMBER_ROLES[kind]).map((kind) => base(MEMBER_ROLES[kind]!));
    expect(sorted(new Set(members))).toEqual(sorted(new Set(GROUP_ROLES.map(base))));
    expect(VIEWER_KINDS).toEqual(expect.arrayContaining(["admin", "guest", "outsider", "staff"]));
  });

  it("spell out the rule's built-in holders", () => {
    for (const permission of GROUP_PERMISSIONS)
      for (const kind of VIEWER_KINDS)
        expect(heldPermissions(BUILT_IN, w.viewers[kind].standing).has(permission), `${permission} × ${kind}`).toBe(
          BUILT_IN_HOLDERS[permission][kind] === 1,
        );
  });

  it("govern every mounted route near cards, favourites, groups and booking writes, or say why not", () => {
    const routes = mounted();
    const probed = new Set(ALL_PROBES.map((probe) => probe.route));
    const undecided = [...routes].filter((route) => FAMILY.test(route) && !probed.has(route) && !(route in NOT_GOVERNED));
    expect(undecided, "give each a probe in group-permissions.table.ts or a reason in NOT_GOVERNED").toEqual([]);
    const gone = [...probed, ...Object.keys(NOT_GOVERNED)].filter((route) => !routes.has(route));
    expect(gone, "rows for routes that are no longer mounted").toEqual([]);
  });
});

/** The group configured against its built-ins for one permission: each member role's holding flipped, the defaults without it. */
function flipped(permission: GroupPermission): GroupPermissionSource {
  const rolePermissions: Record<string, string[]> = {};
  for (const role of new Set(Object.values(MEMBER_ROLES))) {
    const own = builtInRolePermissions(role);
    rolePermissions[role] = own.includes(permission) ? own.filter((p) => p !== permission) : [...own, permission];
  }
  return { defaultPermissions: DEFAULT_GROUP_PERMISSIONS.filter((p) => p !== permission), rolePermissions };
}

const decide = (source: GroupPermissionSource, v: Viewer): Decision => ({
  rights: groupCardRights(source, v.standing, false),
  held: heldPermissions(source, v.standing),
  videos: mayWatchGroupVideos(v.standing),
});

/** Every permission is also reported to the screens in the group's view (GET /api/groups/:slug `permissions`). */
const reported = (permission: GroupPermission): Probe => ({
  route: "GET /api/groups/:slug",
  variant: `permissions list ${permission}`,
  send: (world, v) => world.t.call("GET", `/api/groups/${world.group.slug}`, { cookie: v.cookie }),
  expect: (d) => ({
    status: 200,
    body: {
      says: `${permission} is ${d.held.has(permission) ? "" : "not "}listed`,
      holds: (json) => (json as { data: { permissions: string[] } }).data.permissions.includes(permission) === d.held.has(permission),
    },
  }),
});

async function check(probe: Probe, source: GroupPermissionSource, v: Viewer) {
  const signedOut = probe.session && v.kind === "guest";
  if (!signedOut) await probe.prepare?.(w, v);
  const response = await probe.send(w, v);
  const expected = signedOut ? { status: 401 } : probe.expect(decide(source, v), v, w);
  const text = await response.clone().text();
  expect(response.status, `${probe.route} ${probe.variant ?? ""} as ${v.kind}: ${text}`).toBe(expected.status);
  if ("message" in expected && expected.message) expect((await errorOf(response.clone())).message).toBe(expected.message);
  if ("body" in expected && expected.body) expect(expected.body.holds(JSON.parse(text)), `${expected.body.says}: ${text}`).toBe(true);
  if (!signedOut) await probe.cleanup?.(w, v);
}

const label = (probe: Probe) => `${probe.route}${probe.variant ? ` (${probe.variant})` : ""}`;

for (const [pass, sourceFor] of [
  ["built in", () => BUILT_IN],
  ["configured the other way", flipped],
] as const) {
  describe.each(GROUP_PERMISSIONS.map((permission) => ({ permission })))(`$permission, ${pass}`, ({ permission }) => {
    const source = sourceFor(permission);
    beforeAll(() => w.configure(source));
    describe.each([...probesOf(permission), reported(permission)].map((probe) => ({ probe, name: label(probe) })))("$name", ({ probe }) => {
      it.each(VIEWER_KINDS)("as %s", (kind) => check(probe, source, w.viewers[kind]));
    });
  });
}

describe("routes that answer by membership status", () => {
  beforeAll(() => w.configure(BUILT_IN));
  describe.each(STATUS_PROBES.map((probe) => ({ probe, name: label(probe) })))("$name", ({ probe }) => {
    it.each(VIEWER_KINDS)("as %s", (kind) => check(probe, BUILT_IN, w.viewers[kind]));
  });
});
