import { describe, expect, it } from "vitest";
import type { ApplyField, GroupView } from "@kora/shared/contracts/groups.ts";
import { answersFor, applyDraft, applySchema } from "./apply-answers.ts";
import { groupAction, joinOutcome, mayManage } from "./group-access.ts";
import { groupAuthPath, groupPaths, groupSlugOf, pageFrom } from "./group-paths.ts";
import {
  customiseRole,
  newApplyField,
  roleTitle,
  rolePermissionsOf,
  settingsForApi,
  settingsFormSchema,
  uniqueId,
  withPermission,
} from "./settings-values.ts";

const membership = (status: "Verified" | "Awaiting Verification" | "UnVerified", isAdmin = false) => ({
  role: "x",
  roleWhenJoined: "x",
  isAdmin,
  status,
  approvedAt: null,
  createdAt: "2026-01-01T00:00:00.000Z",
});

type ActionInput = Parameters<typeof groupAction>[0];
const group = (over: Partial<ActionInput> = {}): ActionInput => ({
  membership: null,
  permissions: [],
  applyForm: [],
  contentOnly: false,
  ...over,
});
const field = (over: Partial<ApplyField>): ApplyField => ({ id: "q", label: "Q", type: "text", required: false, options: [], ...over });

describe("groupAction (the home page's call to action)", () => {
  it.each([
    ["a guest, group without a form", group(), { kind: "join", modal: false }],
    [
      "a guest holding the join-now modal, group with a form",
      group({ applyForm: [field({})], permissions: ["see-join-now-modal"] }),
      { kind: "apply", modal: true },
    ],
    ["content-only group, not a member", group({ contentOnly: true }), { kind: "none" }],
    ["verified member", group({ membership: membership("Verified") }), { kind: "member" }],
    [
      "awaiting, notice held",
      group({ membership: membership("Awaiting Verification"), permissions: ["see-verification-in-progress"] }),
      { kind: "awaiting", notice: true },
    ],
    ["awaiting, notice not held", group({ membership: membership("Awaiting Verification") }), { kind: "awaiting", notice: false }],
    [
      "unverified, modal held",
      group({ membership: membership("UnVerified"), permissions: ["see-complete-registration-modal"] }),
      { kind: "complete-registration", modal: true },
    ],
  ] as const)("%s", (_name, input, expected) => {
    expect(groupAction(input)).toEqual(expected);
  });
});

describe("joinOutcome (/g/{slug}/join when signed in)", () => {
  it("sends members home, a group with a form to the form, others join", () => {
    expect(joinOutcome({ membership: membership("UnVerified"), applyForm: [], contentOnly: false })).toBe("home");
    expect(joinOutcome({ membership: null, applyForm: [field({})], contentOnly: false })).toBe("apply");
    expect(joinOutcome({ membership: null, applyForm: [], contentOnly: false })).toBe("join");
    expect(joinOutcome({ membership: null, applyForm: [], contentOnly: true })).toBe("home");
  });
});

describe("mayManage", () => {
  it("is for admins and whoever gets the settings (staff)", () => {
    expect(mayManage({ settings: null, membership: membership("Verified", true) })).toBe(true);
    expect(mayManage({ settings: {} as GroupView["settings"], membership: null })).toBe(true);
    expect(mayManage({ settings: null, membership: membership("Verified") })).toBe(false);
  });
});

describe("group paths", () => {
  it("builds the group pages and the auth round trip", () => {
    expect(groupPaths.welcome("acme", true)).toBe("/g/acme/welcome?page=submitted");
    expect(groupPaths.videos("acme", 2)).toBe("/g/acme/videos?page=2");
    expect(groupPaths.groupCards("g1")).toBe("/my-kora/kora-cards/g1");
    expect(groupAuthPath("signup", "acme", "/g/acme/apply")).toBe("/password-free?step=signup&group=acme&redirectTo=%2Fg%2Facme%2Fapply");
    expect(groupAuthPath("login", "acme", "/g/acme/join", "INV1")).toBe(
      "/password-free?step=login&group=acme&invite=INV1&redirectTo=%2Fg%2Facme%2Fjoin",
    );
  });
  it("reads the slug of group pages only", () => {
    expect(groupSlugOf("/g/acme")).toBe("acme");
    expect(groupSlugOf("/g/acme/apply")).toBe("acme");
    expect(groupSlugOf("/g")).toBeNull();
    expect(groupSlugOf("/guides/x")).toBeNull();
  });
  it("reads page numbers", () => {
    expect([pageFrom(null), pageFrom("3"), pageFrom("-2"), pageFrom("x")]).toEqual([1, 3, 1, 1]);
  });
});

describe("apply answers", () => {
  const fields = [
    field({ id: "why", required: true }),
    field({ id: "site", type: "url" }),
    field({ id: "mail", type: "email" }),
    field({ id: "size", type: "select", options: ["1-10", "11-50"] }),
  ];
  it("checks each answer with the API's messages", () => {
    const result = applySchema(fields).safeParse({ answers: { why: " ", site: "example.com", mail: "nope", size: "huge" } });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({
      "answers.why": "Please answer this question.",
      "answers.site": "Please enter a full link starting with https://.",
      "answers.mail": "Please enter a valid email address.",
      "answers.size": "Please choose one of the options.",
    });
  });
  it("accepts good answers and blank optional ones", () => {
    expect(applySchema(fields).safeParse({ answers: { why: "Growth", site: "", mail: "a@b.co", size: "1-10" } }).success).toBe(true);
  });
  it("fills every field from a draft and drops unknown ones", () => {
    expect(answersFor(fields, { why: "Kept", other: "x" })).toEqual({ why: "Kept", site: "", mail: "", size: "" });
  });
  it("keeps a draft per group in storage until cleared", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    } as Storage;
    applyDraft.save(storage, "acme", { why: "Growth" });
    expect(applyDraft.load(storage, "acme")).toEqual({ why: "Growth" });
    expect(applyDraft.load(storage, "other")).toBeNull();
    store.set("kora.group-apply.bad", "{not json");
    expect(applyDraft.load(storage, "bad")).toBeNull();
    applyDraft.clear(storage, "acme");
    expect(applyDraft.load(storage, "acme")).toBeNull();
  });
});

describe("settings values", () => {
  it("makes unique ids from labels", () => {
    expect(uniqueId("What's your LinkedIn?", [])).toBe("what-s-your-linkedin");
    expect(uniqueId("", [], "question")).toBe("question");
    expect(uniqueId("Question", ["question", "question-2"])).toBe("question-3");
    expect(newApplyField(["question"]).id).toBe("question-2");
  });
  it("turns permissions on and off in the catalogue's order", () => {
    expect(withPermission(["book", "view-home-page"], "click-logo", true)).toEqual(["view-home-page", "click-logo", "book"]);
    expect(withPermission(["book", "view-home-page"], "book", false)).toEqual(["view-home-page"]);
  });
  it("customises a role from its built-in list and back", () => {
    const custom = customiseRole({}, "awaiting-verification-community-visible", true);
    expect(rolePermissionsOf({ rolePermissions: custom }, "awaiting-verification-community-visible")).toContain(
      "see-verification-in-progress",
    );
    expect(customiseRole(custom, "awaiting-verification-community-visible", false)).toEqual({});
  });
  it("names roles for the grid", () => {
    expect(roleTitle("verified-member-consulting-hidden")).toEqual({ name: "Verified member", variant: "consulting · hidden" });
    expect(roleTitle("ai-matching")).toEqual({ name: "AI matching", variant: "" });
  });
  const settings = {
    name: "Acme",
    slug: "acme",
    contentOnly: false,
    pricingEnabled: false,
    hasAiMatching: false,
    applyForm: [field({ id: "size", type: "select", options: [] })],
    defaultPermissions: [],
    rolePermissions: {},
    landing: { title: "", description: "", testimonials: [], chips: [] },
    resources: [{ key: "guide", title: "Guide", subtitle: "", cta: "Open", url: "" }],
  };
  it("asks for options on a choice question and lets a resource go without a link", () => {
    const result = settingsFormSchema.safeParse(settings);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["applyForm.0.options", "Add at least one option to choose from."],
    ]);
  });
  it("sends blank optional texts as absent", () => {
    const out = settingsForApi({ ...settings, applyForm: [field({ id: "q", help: " ", options: ["a"] })] });
    expect(out.applyForm[0]).toEqual(field({ id: "q", help: undefined, options: [] }));
    expect(out.resources[0]!.url).toBeUndefined();
  });
});
