import { SHOTS } from "./booking-request.fixtures.ts";
import { callControls, joinCall, meetingPerson, personalRoomPath } from "./meeting.fixtures.ts";
import { bridgeState, installDesktopBridge } from "./support/desktop-bridge.ts";
import { expect, test, type Browser, type Page } from "./support/test.ts";

/**
 * The desktop app's screen picker (desktop/README.md "Screen sharing"), in Chromium with the test bridge standing in
 * for the preload: "Share screen" in a real call opens Kora's picker instead of the browser's, the
 * pick goes to main (the bridge), and getDisplayMedia (auto-accepted by Chromium's fake-UI flag) runs
 * only after it. Cancelling shares nothing and shows no error.
 */

const picker = (page: Page) => page.getByRole("dialog", { name: "Share your screen" });
const shareButton = (page: Page) => callControls(page).getByRole("button", { name: "Share screen" });
const stopButton = (page: Page) => callControls(page).getByRole("button", { name: "Stop sharing" });

/** Counts getDisplayMedia calls, so a spec can tell whether the browser was asked at all. */
function countDisplayMediaCalls() {
  const w = window as unknown as { __displayMediaCalls: { audio: unknown }[] };
  w.__displayMediaCalls = [];
  const devices = navigator.mediaDevices;
  const original = devices.getDisplayMedia.bind(devices);
  devices.getDisplayMedia = (constraints?: DisplayMediaStreamOptions) => {
    w.__displayMediaCalls.push({ audio: constraints?.audio ?? null });
    return original(constraints);
  };
}
const displayMediaCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __displayMediaCalls: unknown[] }).__displayMediaCalls);

async function advisorInOwnRoom(browser: Browser, baseURL: string, audioSupported = false): Promise<Page> {
  const page = await meetingPerson(browser, baseURL, "Ada", "Advisor", { advisor: true });
  await installDesktopBridge(page, { screenPicker: { audioSupported } });
  await page.addInitScript(countDisplayMediaCalls);
  await joinCall(page, await personalRoomPath(page));
  return page;
}

test("Share screen opens Kora's picker; a chosen window is shared, and cancelling shares nothing", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await advisorInOwnRoom(browser, baseURL!);

  await shareButton(page).click();
  const dialog = picker(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "Screens" })).toHaveAttribute("aria-selected", "true");
  const screens = dialog.getByRole("radiogroup", { name: "Screens" });
  await expect(screens.getByRole("radio")).toHaveCount(2);
  await expect(screens.getByRole("radio", { name: "Entire screen" })).toBeChecked();
  await expect(dialog.getByLabel("Share audio"), "system audio is offered on Windows only").toHaveCount(0);
  await expect(dialog.locator("img").first()).toHaveJSProperty("complete", true);
  await page.screenshot({ path: `${SHOTS}/desktop-picker-screens.png`, animations: "disabled" });

  await dialog.getByRole("tab", { name: "Windows" }).click();
  const windows = dialog.getByRole("radiogroup", { name: "Windows" });
  await expect(windows.getByRole("radio")).toHaveCount(3);
  await expect(windows.getByText("No preview")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/desktop-picker-windows.png`, animations: "disabled" });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: `${SHOTS}/desktop-picker-windows-375.png`, animations: "disabled" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Cancel: no share, no error, and the browser was never asked.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(shareButton(page)).toBeVisible();
  await expect(page.getByText("Your screen couldn't be shared.")).toHaveCount(0);
  expect(await displayMediaCalls(page)).toEqual([]);
  expect((await bridgeState(page)).screenPicker.choices).toEqual([]);

  // Pick a window and share it: main got that id, then getDisplayMedia ran and the share started.
  await shareButton(page).click();
  await picker(page).getByRole("tab", { name: "Windows" }).click();
  await picker(page).getByText("Client notes").click();
  await picker(page).getByRole("button", { name: "Share" }).click();
  await expect(picker(page)).toHaveCount(0);
  await expect(stopButton(page)).toBeVisible();
  const state = await bridgeState(page);
  expect(state.screenPicker.choices).toEqual([{ choice: { id: "window:77:0", shareAudio: false }, accepted: true }]);
  expect(state.screenPicker.lists).toBe(2);
  expect(await displayMediaCalls(page)).toEqual([{ audio: false }]);

  await stopButton(page).click();
  await expect(shareButton(page)).toBeVisible();
  await page.context().close();
});

test("the picker works by keyboard alone, and Escape cancels", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const page = await advisorInOwnRoom(browser, baseURL!, true);

  await shareButton(page).focus();
  await page.keyboard.press("Enter");
  const dialog = picker(page);
  await expect(dialog.getByRole("radio", { name: "Entire screen" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText("Your screen couldn't be shared.")).toHaveCount(0);

  await shareButton(page).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("radio", { name: "Entire screen" })).toBeChecked();
  // Focus starts on the selected tab: → to Windows, Tab into the cards, ↓ to the second window.
  await expect(dialog.getByRole("tab", { name: "Screens" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.getByRole("tab", { name: "Windows" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("radio", { name: "Quarterly plan — Sheets" })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: "Client notes" })).toBeChecked();
  // On Windows, "Share audio" is offered; Tab reaches it, Space ticks it, Enter on Share shares.
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("checkbox", { name: "Share audio" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(dialog.getByRole("checkbox", { name: "Share audio" })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/desktop-picker-audio.png`, animations: "disabled" });
  for (const next of ["Refresh list", "Cancel", "Share"]) {
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: next, exact: true })).toBeFocused();
  }
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(stopButton(page)).toBeVisible();
  expect((await bridgeState(page)).screenPicker.choices).toEqual([{ choice: { id: "window:77:0", shareAudio: true }, accepted: true }]);
  expect(await displayMediaCalls(page)).toEqual([{ audio: true }]);
  await page.context().close();
});

test("when the sources cannot be listed the picker says so and can try again", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const page = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await installDesktopBridge(page, { screenPicker: { failLists: 1 } });
  await joinCall(page, await personalRoomPath(page));
  await shareButton(page).click();
  const dialog = picker(page);
  await expect(dialog.getByRole("alert")).toHaveText(/Kora couldn't list your screens and windows\./);
  await expect(dialog.getByRole("button", { name: "Share", exact: true })).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/desktop-picker-error.png`, animations: "disabled" });
  await dialog.getByRole("button", { name: "Try again" }).click();
  await expect(dialog.getByRole("radio", { name: "Entire screen" })).toBeChecked();
  await page.context().close();
});

test("without window.kora (the web build) Share screen uses the browser's own picker", async ({ browser, baseURL }) => {
  test.setTimeout(60_000);
  const page = await meetingPerson(browser, baseURL!, "Ada", "Advisor", { advisor: true });
  await joinCall(page, await personalRoomPath(page));
  await shareButton(page).click();
  // Chromium's fake-UI flag accepts its own picker at once; Kora's never appears.
  await expect(stopButton(page)).toBeVisible();
  await expect(picker(page)).toHaveCount(0);
  await page.context().close();
});
