import { expect, test } from "./support/test.ts";

// A link's ?token= signs its guest in (public-site §4 "token query parameter"), e.g. a guest who
// joined a call with only a first name and comes back later through their link.
test("a link's token signs a guest in as a placeholder with the limited dashboard, and leaves the URL clean", async ({ page, request }) => {
  const created = await request.post("/api/guests", { data: { firstName: "Juniper" } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()).data as { token: string };

  await page.goto(`/my-kora/dashboard?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole("heading", { name: /Juniper/ })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start for free!" }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/my-kora\/dashboard$/);
  // Placeholders are not shown sign-out or the avatar, and may not use other signed-in pages.
  await expect(page.getByRole("button", { name: "Account menu" })).toHaveCount(0);
  await page.goto("/my-kora/my-details");
  await expect(page).toHaveURL(/\/password-free\?step=login$/);
});

test("a forged token does not sign anyone in", async ({ page }) => {
  await page.goto("/my-kora/dashboard?token=this-token-was-never-issued-by-kora");
  await expect(page).toHaveURL(/\/password-free\?step=login/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
});
