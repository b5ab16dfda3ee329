import { describe, expect, it } from "vitest";
import { shellMessages } from "@kora/shared/i18n/messages/shell.ts";
import { createTranslator } from "@kora/shared/i18n/translate.ts";
import { makeMe } from "../../test/me-fixture.ts";
import { ADMIN_CONSOLE_LINKS } from "./admin-console.ts";
import { MY_DASHBOARD_MENU } from "./dashboard-menu.ts";
import { itemDescription, navText } from "./nav-text.ts";
import { accountMenu, DISCOVER_LINKS, headerMenus, USE_CASE_LINKS } from "./site-links.ts";

const english = createTranslator("en", shellMessages.en);
const me = makeMe({ groups: [{ id: "g1", slug: "acme", name: "Acme", isAdmin: true }] });

describe("menu labels in the catalogue", () => {
  it("say in English exactly what the menus say", () => {
    const items = [...headerMenus(me).flatMap((menu) => menu.items), ...USE_CASE_LINKS, ...DISCOVER_LINKS];
    for (const item of items.filter((i) => !i.id.startsWith("group-"))) {
      expect(navText(english, "item", item), item.id).toBe(item.title);
      expect(english.has(`item.${item.id}`), item.id).toBe(true);
      expect(itemDescription(english, item)).toBe(item.description);
    }
    for (const menu of headerMenus(me)) expect(english.has(`menu.${menu.id}`) && navText(english, "menu", menu)).toBe(menu.title);
    const entries = [...MY_DASHBOARD_MENU, ...ADMIN_CONSOLE_LINKS].flatMap((entry) => [entry, ...(entry.children ?? [])]);
    for (const entry of entries) expect(english.has(`entry.${entry.id}`) && navText(english, "entry", entry), entry.id).toBe(entry.title);
    for (const entry of accountMenu(me))
      expect(english.has(`account.${entry.id}`) && navText(english, "account", { id: entry.id, title: entry.label })).toBe(entry.label);
  });

  it("leave a group's own name as it is", () => {
    const groupItem = headerMenus(me)
      .flatMap((menu) => menu.items)
      .find((item) => item.id === "group-g1")!;
    expect(navText(createTranslator("de", { "item.my-groups": "Meine Gruppen" }), "item", groupItem)).toBe("Acme");
  });
});
