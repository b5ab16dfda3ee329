import { describe, expect, it } from "vitest";
import { commentsOf, parseImports, withoutComments, type ImportEdge } from "./imports.ts";
import {
  EDGE_RULES,
  findCycles,
  findFeatureCycles,
  issueReferences,
  publicEntryWriters,
  repositoryWriters,
  rootMounts,
  serviceEdges,
  sqlOutsideRepositories,
  tableWritesOutsideOwner,
} from "./rules.ts";

const edge = (from: string, to: string, typeOnly = false, specifier = to): ImportEdge => ({ from, to, specifier, line: 1, typeOnly });
const broken = (e: ImportEdge) => EDGE_RULES.filter((rule) => rule.check(e)).map((rule) => rule.name);

describe("parseImports", () => {
  const resolve = (_from: string, specifier: string) => specifier;
  it("finds static, re-exported, side-effect and dynamic imports, and which are type-only", () => {
    const source = withoutComments(`import { a } from "./a.ts";
import type { B } from "./b.ts";
import { type C, type D as E } from "./c.ts";
import { type F, g } from "./f.ts";
export { h } from "./h.ts";
export type { I } from "./i.ts";
import "./side.css";
import {
  j,
  k,
} from "./multi.ts";
// import { nope } from "./commented.ts";
/* import { nope2 } from "./block.ts"; */
const lazyPage = () => import("./page.tsx");
const url = "http://example.com/x"; import { l } from "./after-url.ts";`);
    const found = parseImports("web/src/x.ts", source, resolve).map((e) => `${e.to}${e.typeOnly ? " (type)" : ""}@${e.line}`);
    expect(found).toEqual([
      "./a.ts@1",
      "./b.ts (type)@2",
      "./c.ts (type)@3",
      "./f.ts@4",
      "./h.ts@5",
      "./i.ts (type)@6",
      "./side.css@7",
      "./multi.ts@8",
      "./after-url.ts@15",
      "./page.tsx@14",
    ]);
  });
});

describe("boundary rules", () => {
  it("keeps shared/ pure: zod, libphonenumber-js, intl-messageformat and itself only, tests aside", () => {
    expect(broken(edge("shared/src/domain/x.ts", "pkg:zod"))).toEqual([]);
    expect(broken(edge("shared/src/i18n/x.ts", "pkg:intl-messageformat"))).toEqual([]);
    expect(broken(edge("shared/src/domain/x.ts", "pkg:libphonenumber-js/mobile"))).toEqual([]);
    expect(broken(edge("shared/src/domain/x.ts", "pkg:libphonenumber-jsx"))).toEqual(["shared-is-pure"]);
    expect(broken(edge("shared/src/domain/x.ts", "shared/src/constants.ts"))).toEqual([]);
    expect(broken(edge("shared/src/domain/x.ts", "pkg:node:fs"))).toEqual(["shared-is-pure"]);
    expect(broken(edge("shared/src/domain/x.ts", "pkg:hono"))).toEqual(["shared-is-pure"]);
    expect(broken(edge("shared/src/domain/x.test.ts", "pkg:vitest"))).toEqual([]);
  });
  it("keeps web lib and ui below features", () => {
    expect(broken(edge("web/src/ui/button.tsx", "web/src/features/bookings/bookings.api.ts"))).toEqual(["lib-ui-below-features"]);
    expect(broken(edge("web/src/lib/api-client.ts", "web/src/app/layout.tsx"))).toEqual(["lib-ui-below-features"]);
    expect(broken(edge("web/src/features/bookings/page.tsx", "web/src/ui/button.tsx"))).toEqual([]);
  });
  it("lets a feature use another only through its public entry (types from its table too, on the API)", () => {
    expect(broken(edge("api/src/features/bookings/x.ts", "api/src/features/cards/cards.service.ts"))).toEqual([]);
    expect(broken(edge("api/src/features/bookings/x.ts", "api/src/features/cards/cards.repository.ts"))).toEqual(["feature-public-entry"]);
    expect(broken(edge("api/src/features/bookings/x.ts", "api/src/features/users/users.table.ts", true))).toEqual([]);
    expect(broken(edge("api/src/features/bookings/x.ts", "api/src/features/users/users.table.ts", false))).toEqual([
      "feature-public-entry",
    ]);
    expect(broken(edge("web/src/features/meetings/x.tsx", "web/src/features/bookings/bookings.api.ts"))).toEqual([]);
    expect(broken(edge("web/src/features/meetings/x.tsx", "web/src/features/bookings/booking-row.tsx"))).toEqual(["feature-public-entry"]);
    expect(broken(edge("web/src/features/bookings/initiate/x.tsx", "web/src/features/bookings/bookings.api.ts"))).toEqual([]);
  });
  it("keeps API platform code from calling features (types may flow up)", () => {
    expect(broken(edge("api/src/http/middleware.ts", "api/src/features/auth/sessions.repository.ts"))).toEqual(["platform-below-features"]);
    expect(broken(edge("api/src/db/schema.ts", "api/src/features/cards/cards.table.ts", true))).toEqual([]);
    expect(broken(edge("api/src/ports/meetings.ts", "api/src/features/meetings/meetings.service.ts"))).toEqual(["platform-below-features"]);
  });
  it("puts jotai behind web/src/lib/jotai.ts and e2e specs behind the clock-aware test", () => {
    expect(broken(edge("web/src/features/x/x.atoms.ts", "pkg:jotai"))).toEqual(["jotai-behind-one-module"]);
    expect(broken(edge("web/src/lib/jotai.ts", "pkg:jotai/utils"))).toEqual([]);
    expect(broken(edge("web/e2e/x.e2e.ts", "pkg:@playwright/test", false, "@playwright/test"))).toEqual(["e2e-test-wrapper"]);
    expect(broken(edge("web/e2e/support/test.ts", "pkg:@playwright/test", false, "@playwright/test"))).toEqual([]);
  });
});

describe("cycles", () => {
  it("finds file cycles among value imports only", () => {
    expect(findCycles([edge("a.ts", "b.ts"), edge("b.ts", "c.ts"), edge("c.ts", "a.ts"), edge("c.ts", "d.ts")])).toEqual([
      ["a.ts", "b.ts", "c.ts"],
    ]);
    expect(findCycles([edge("a.ts", "b.ts"), edge("b.ts", "a.ts", true)])).toEqual([]);
  });
  it("finds features that depend on each other", () => {
    const edges = [
      edge("api/src/features/cards/a.ts", "api/src/features/catalog/catalog.service.ts"),
      edge("api/src/features/catalog/b.ts", "api/src/features/cards/cards.service.ts"),
      edge("api/src/features/bookings/c.ts", "api/src/features/cards/cards.service.ts"),
    ];
    expect(findFeatureCycles(edges)).toEqual([["api:cards", "api:catalog"]]);
  });
});

describe("sql-in-repositories", () => {
  const query = 'export const f = (db: Db) => db.selectFrom("cards").selectAll().execute();';
  it("allows queries in repositories, read models, migrations, seeds and tests", () => {
    for (const file of [
      "api/src/features/cards/cards.repository.ts",
      "api/src/features/cards/search.read-model.ts",
      "api/src/db/migrations/x.ts",
      "api/src/seed/demo.ts",
      "api/src/features/cards/x.test.ts",
    ]) {
      expect(sqlOutsideRepositories(file, query), file).toBeNull();
    }
  });
  it("flags queries in services, handlers and adapters", () => {
    expect(sqlOutsideRepositories("api/src/features/cards/cards.service.ts", query)).toMatch(/repository/);
    expect(sqlOutsideRepositories("api/src/features/health/health.routes.ts", "await sql`select 1`.execute(db);")).toMatch(/repository/);
    expect(sqlOutsideRepositories("api/src/features/cards/cards.service.ts", "const rows = await findCards(db);")).toBeNull();
  });
});

describe("routers-own-prefix", () => {
  const router = "api/src/routes/api.router.ts";
  it("finds a feature router mounted at / in the API router", () => {
    expect(rootMounts(router, 'api.route("/", reviewsRoutes);')).toMatch(/own prefix/);
    expect(rootMounts(router, "api.route('/', contactRoutes);")).toMatch(/own prefix/);
  });
  it("lets prefixed mounts and other files' inner compositions be", () => {
    expect(rootMounts(router, 'api.route("/invites", invitesRoutes);')).toBeNull();
    expect(rootMounts("api/src/routes/bookings.router.ts", 'new Hono().route("/", bookingsRoutes)')).toBeNull();
  });
});

describe("no-issue-numbers", () => {
  // Written in pieces, so this file's own comments never hold the pattern the rule looks for.
  const issue = (n: string) => `iss${"ue"} ${n}`;
  const found = (file: string, source: string) => issueReferences(file, source).map((f) => `${f.line}: ${f.message.split('"')[1]}`);

  it("finds a tracker number in line and block comments, with or without a hash", () => {
    const source = [`// the cap (${issue("14")})`, "const a = 1;", "/**", ` * Rooms (${issue("#19")} item 4) and (${"#"}21).`, " */"].join(
      "\n",
    );
    expect(found("api/src/x.ts", source)).toEqual([`1: ${issue("14")}`, `4: ${issue("#19")}`, "4: (#21)"]);
    expect(found("web/src/x.css", `/* the archive's link (I${issue("15").slice(1)}) */`)).toEqual([`1: I${issue("15").slice(1)}`]);
  });

  it("reads a Markdown file whole, and code outside comments not at all", () => {
    expect(found("docs/x.md", `## Recording (${issue("15")})`)).toEqual([`1: ${issue("15")}`]);
    expect(found("api/src/x.ts", `const label = "${issue("3")}"; // core §4`)).toEqual([]);
    expect(found("api/src/x.ts", `const url = "http://host/${issue("3")}";`)).toEqual([]);
  });

  it("lets rule citations and the word alone through", () => {
    expect(found("api/src/x.ts", "// core §7, public-site §1, PROTOCOL §4: an issue the admin raised")).toEqual([]);
  });
});

describe("commentsOf", () => {
  it("keeps comments where they stand and blanks the code", () => {
    const source = 'const a = "x"; // note\n/* block */ let b;';
    expect(commentsOf(source)).toBe("               // note\n/* block */       ");
    expect(commentsOf(source).length).toBe(source.length);
  });
});

describe("repository writers", () => {
  const repository = `import type { Db } from "../../db/database.ts";
export function findUserById(db: Db, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}
export async function updateUser(db: Db, id: string, changes: object) {
  return db.updateTable("users").set(changes).where("id", "=", id).execute();
}
export const firstSighting = async (db: Db, id: string) =>
  db.insertInto("webhook_events").values({ id }).onConflict((oc) => oc.doNothing()).execute();
const prune = (db: Db) => sql\`DELETE FROM sessions WHERE expired = 1\`.execute(db);
export async function tidy(db: Db) {
  await prune(db);
}
export const countUsers = (db: Db) => sql<number>\`SELECT count(*) FROM users\`.execute(db);
`;

  it("finds the functions that write, directly, by raw SQL or through another writer", () => {
    expect([...repositoryWriters(withoutComments(repository))].sort()).toEqual(["firstSighting", "prune", "tidy", "updateUser"]);
  });

  const files: Record<string, string> = { "api/src/features/users/users.repository.ts": repository };
  const resolve = (from: string, specifier: string) => `${from.slice(0, from.lastIndexOf("/"))}/${specifier.replace("./", "")}`;
  const writersOf = (file: string) => repositoryWriters(withoutComments(files[file] ?? ""));
  const check = (file: string, source: string) =>
    publicEntryWriters(file, source, resolve, writersOf).map((finding) => `${finding.line}: ${finding.message.split(" ")[0]}`);

  it("fails a public entry that re-exports a writer, and lets readers through", () => {
    const entry = 'export function createUser() {}\nexport { findUserById, updateUser as saveUser } from "./users.repository.ts";';
    expect(check("api/src/features/users/users.service.ts", entry)).toEqual(["2: updateUser"]);
    expect(check("api/src/features/users/users.service.ts", 'export { findUserById, type UserRow } from "./users.repository.ts";')).toEqual(
      [],
    );
  });

  it("counts an import exported again, and only in a feature's public entry", () => {
    const entry = 'import { findUserById, tidy } from "./users.repository.ts";\n\nexport { findUserById, tidy };';
    expect(check("api/src/features/users/users.service.ts", entry)).toEqual(["3: tidy"]);
    expect(check("api/src/features/users/avatar.service.ts", entry)).toEqual([]);
    expect(check("web/src/features/users/users.service.ts", entry)).toEqual([]);
  });
});

describe("tableWritesOutsideOwner", () => {
  const found = (file: string, source: string) => tableWritesOutsideOwner(file, source).map((finding) => finding.line);

  it("fails a write to the users table outside features/users, by Kysely or by raw SQL", () => {
    const source = 'const a = 1;\nawait db.updateTable("users").set({ a }).execute();\nawait sql`UPDATE users SET a = 1`.execute(db);';
    expect(found("api/src/features/auth/auth.service.ts", source)).toEqual([2, 3]);
    expect(found("api/src/features/auth/x.repository.ts", 'db.insertInto( "users as u" ).values(row)')).toEqual([1]);
    expect(found("api/src/jobs/x.ts", 'db.deleteFrom("users").execute()')).toEqual([1]);
  });

  it("lets the owner, reads, other tables, seeds and tests through", () => {
    expect(found("api/src/features/users/users.repository.ts", 'db.updateTable("users").set(changes)')).toEqual([]);
    expect(found("api/src/features/auth/x.repository.ts", 'db.selectFrom("users").innerJoin("sessions", "a", "b")')).toEqual([]);
    expect(found("api/src/features/auth/x.repository.ts", 'db.updateTable("sessions").set(s); sql`SELECT * FROM users`')).toEqual([]);
    expect(found("api/src/seed/demo.ts", 'db.updateTable("users").set(s)')).toEqual([]);
    expect(found("api/src/test/booking-scenario.ts", 'db.updateTable("users").set(s)')).toEqual([]);
    expect(found("api/src/features/auth/auth.routes.test.ts", 'db.updateTable("users").set(s)')).toEqual([]);
  });
});

describe("serviceEdges", () => {
  const lines = (file: string, source: string) => serviceEdges(file, withoutComments(source)).map((e) => `${e.line}: ${e.to}`);
  const meetings = "api/src/features/meetings/meetings.service.ts";

  it("counts a member a feature provides, reached through the services object, as an edge to that feature", () => {
    const source = [
      "const role = services.meetings.roleIn(roomId, userId);",
      "const { hub, meetings } = vars.services;",
      'const { meetings: rooms } = c.get("services");',
      "deps?.meetings.start();",
      'async function start(services: Pick<Services, "db" | "meetings">) {}',
      "const other = services.hub; const meetingsCount = 2;",
    ].join("\n");
    expect(lines("api/src/features/videos/recording-control.ts", source)).toEqual([1, 2, 3, 4, 5].map((line) => `${line}: ${meetings}`));
  });

  it("leaves other members, other objects and comments alone", () => {
    expect(lines("api/src/x.ts", "const a = user.meetings; const b = services.meetingsCount; // services.meetings")).toEqual([]);
    expect(lines("api/src/x.ts", 'const b: Pick<Services, "db"> = x; const { meetings } = props;')).toEqual([]);
  });

  it("makes a dependency through the services object part of the feature-cycle check", () => {
    const imports = [edge("api/src/features/meetings/booking-call.service.ts", "api/src/features/videos/videos.service.ts")];
    const used = serviceEdges("api/src/features/videos/recording-control.ts", "services.meetings.setRecording(roomId, state);");
    expect(findFeatureCycles(imports)).toEqual([]);
    expect(findFeatureCycles([...imports, ...used])).toEqual([["api:meetings", "api:videos"]]);
  });
});
