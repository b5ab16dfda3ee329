import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { type ApplyField, type GroupAdvisor, type GroupView, groupAdvisorSchema, groupViewSchema } from "@kora/shared/contracts/groups.ts";
import { toasts } from "./booking-request.fixtures.ts";
import { REVIEWER } from "./cards.fixtures.ts";
import { expect, type Browser, type Page } from "./support/test.ts";
import { settled } from "./support/settled.ts";

/** The demo group (api/src/seed/demo.ts) and its admin. */
export const GROUP = { slug: "harbour-founders", name: "Harbour Founders" };
export const GROUP_ADMIN = "grace.lee@demo.kora.local";
/** A verified member of it. */
export const GROUP_MEMBER = "lena.schmidt@demo.kora.local";

export const PHONE = { width: 375, height: 812 };
export const DESKTOP = { width: 1280, height: 900 };
/**
 * Screenshots for people to look at (E2E_SHOTS=1) as `artifacts/screenshots/{folder}/{prefix}{name}-{width}.png`
 * (no folder: straight in artifacts/screenshots): the whole page at both widths, toasts dismissed.
 */
export function shooter(folder: string, prefix = ""): (page: Page, name: string) => Promise<void> {
  const shots = process.env.E2E_SHOTS === "1" ? join("artifacts/screenshots", folder) : null;
  if (shots) mkdirSync(shots, { recursive: true });
  return async (page, name) => {
    if (!shots) return;
    const before = page.viewportSize();
    const dismiss = toasts(page).getByRole("button", { name: "Dismiss notification" });
    while ((await dismiss.count()) > 0) await dismiss.first().click();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await page.screenshot({ path: `${shots}/${prefix}${name}-${viewport.width}.png`, fullPage: true, animations: "disabled" });
    }
    if (before) await page.setViewportSize(before);
  };
}

export const shoot = shooter("groups");

/** Letters only (names take no digits), different on every run. */
export const letters = () => Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

/** A demo account signed in with its password, in a desktop-sized context of its own. */
export async function demoPage(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: { email, password: REVIEWER.password } })).ok()).toBe(true);
  return page;
}

/** The demo group as its admin sees it (its settings included). */
export async function groupAsAdmin(admin: Page): Promise<GroupView> {
  const response = await admin.request.get(`/api/groups/${GROUP.slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return groupViewSchema.parse(((await response.json()) as { data: unknown }).data);
}

/** The demo group's published cards, as someone who may see them gets them. */
export async function groupCardsOf(page: Page): Promise<GroupAdvisor["cards"]> {
  const response = await page.request.get(`/api/groups/${GROUP.slug}/advisors`);
  expect(response.ok(), await response.text()).toBe(true);
  const advisors = z.array(groupAdvisorSchema).parse(((await response.json()) as { data: unknown }).data);
  return advisors.flatMap((advisor) => advisor.cards);
}

/** The group's apply form as the API has it now. */
export async function applyFormOf(page: Page, slug: string): Promise<ApplyField[]> {
  const response = await page.request.get(`/api/groups/${slug}`);
  expect(response.ok(), await response.text()).toBe(true);
  return groupViewSchema.parse(((await response.json()) as { data: unknown }).data).applyForm;
}

/** An answer each question takes, by its type. */
export function answerFor(field: ApplyField, text: string): string {
  if (field.type === "url") return "https://harbour.example.com/about";
  if (field.type === "email") return "founder@example.com";
  if (field.type === "select") return field.options[0]!;
  return text;
}

/** A question's input by its accessible name (the required mark is hidden from it). */
export const questionInput = (page: Page, field: Pick<ApplyField, "label" | "type">) =>
  page.getByRole(field.type === "select" ? "combobox" : "textbox", { name: field.label, exact: true });

/** Fills every question of the apply page the way a person would. */
export async function fillApplyForm(page: Page, fields: ApplyField[], answers: Record<string, string>): Promise<void> {
  for (const field of fields) {
    const input = questionInput(page, field);
    const value = answers[field.id] ?? answerFor(field, `About ${field.label}`);
    if (field.type === "select") await input.selectOption(value);
    else await input.fill(value);
  }
}
