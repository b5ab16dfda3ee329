import { expect, test, type Browser, type Page } from "./support/test.ts";
import { MEETING_MESSAGES } from "@kora/shared/contracts/meetings.ts";
import { toasts } from "./booking-request.fixtures.ts";
import {
  bookingCall,
  callControls,
  expectVideoFlowing,
  inCall,
  joinCall,
  meetingPerson,
  openPanel,
  personalRoomPath,
  recordMeetingFrames,
  setRoomSwitch,
  shoot,
} from "./meeting.fixtures.ts";
import { REMOTE_CAMERAS, remoteCamerasShowing } from "./meeting-media.ts";

/** Host controls (enforced by the server, shown by the screens) and the booking chat. */

/** A host in their unlocked personal room with two signed-in people who walked in; everyone sees everyone. */
async function roomOfThree(browser: Browser, baseURL: string) {
  const host = await meetingPerson(browser, baseURL, "Hana", "Host", { advisor: true });
  const path = await personalRoomPath(host);
  await joinCall(host, path);
  await setRoomSwitch(host, "Lock the room", false);
  const sami = await meetingPerson(browser, baseURL, "Sami", "Second");
  const samiFrames = recordMeetingFrames(sami);
  const tara = await meetingPerson(browser, baseURL, "Tara", "Third");
  await joinCall(sami, path);
  await joinCall(tara, path);
  for (const page of [host, sami, tara]) await expectVideoFlowing(page, 2);
  return { host, sami, tara, samiFrames };
}

/** Whether the page's own microphone track is on (the engine turns the track off when muted). */
const ownMicOn = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[data-kind="camera"][data-self]');
    const tracks = (video?.srcObject as MediaStream | null)?.getAudioTracks() ?? [];
    return tracks.length > 0 && tracks.every((track) => track.enabled && track.readyState === "live");
  });

const personRow = (panel: Awaited<ReturnType<typeof openPanel>>, name: string) => panel.getByRole("listitem").filter({ hasText: name });

test("the host mutes everyone: the others' microphones turn off at their end and everyone sees it; then removes one", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const { host, sami, tara } = await roomOfThree(browser, baseURL!);
  for (const page of [host, sami, tara]) expect(await ownMicOn(page)).toBe(true);

  const people = await openPanel(host, "People");
  await people.getByRole("button", { name: "Mute everyone" }).click();
  // Both are told at once, by a toast that leaves after a few seconds: watch both pages together.
  await Promise.all([sami, tara].map((page) => expect(toasts(page).getByText(/muted your microphone/)).toBeVisible()));
  for (const page of [sami, tara]) {
    await expect(callControls(page).getByRole("button", { name: "Turn on microphone" })).toBeVisible();
    await expect.poll(() => ownMicOn(page), { message: "their microphone track is off" }).toBe(false);
  }
  // Everyone else's state is told to the room; the host's own microphone stays on.
  await expect(personRow(people, "Sami Second").getByRole("img", { name: "Microphone off" })).toBeVisible();
  await expect(personRow(people, "Tara Third").getByRole("img", { name: "Microphone off" })).toBeVisible();
  expect(await ownMicOn(host)).toBe(true);
  await expect(callControls(host).getByRole("button", { name: "Turn off microphone" })).toBeVisible();
  await expect(tara.getByRole("figure", { name: "Sami Second" }).getByRole("img", { name: "Microphone off" })).toBeVisible();
  await expect(tara.getByRole("figure", { name: "Hana Host" }).getByRole("img", { name: "Microphone off" })).toHaveCount(0);

  // Remove Tara: she is told, and the others' calls drop her.
  await personRow(people, "Tara Third").getByRole("button", { name: "Manage Tara Third" }).click();
  await people.getByRole("button", { name: "Remove Tara Third from the call" }).click();
  await host.getByRole("dialog", { name: "Remove Tara Third from the call?" }).getByRole("button", { name: "Remove" }).click();
  await expect(tara.getByRole("heading", { name: MEETING_MESSAGES.removed })).toBeVisible({ timeout: 10_000 });
  await expect(inCall(tara)).toHaveCount(0);
  for (const page of [host, sami]) {
    await expect(page.getByRole("figure", { name: "Tara Third" })).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(() => remoteCamerasShowing(page)).toBe(1);
  }
  await expect(tara.locator(REMOTE_CAMERAS)).toHaveCount(0);
  for (const page of [host, sami, tara]) await page.context().close();
});

test("a co-host gets the host's controls but cannot record", async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const { host, sami, tara, samiFrames } = await roomOfThree(browser, baseURL!);
  const people = await openPanel(host, "People");
  await personRow(people, "Sami Second").getByRole("button", { name: "Manage Sami Second" }).click();
  await people.getByRole("button", { name: "Make Sami Second co-host" }).click();
  await expect(personRow(people, "Sami Second")).toContainText("Co-host");

  // What the server told Sami about himself: co-host, may chat, may not record (only the host may).
  const samiId = ((await (await sami.request.get("/api/me")).json()) as { data: { id: string } }).data.id;
  await expect
    .poll(
      () =>
        samiFrames
          .filter((f) => f.type === "meeting.participant")
          .map((f) => f.participant as { id: string; role: string; permissions: { canRecord: boolean; canChat: boolean } })
          .filter((p) => p.id === samiId)
          .at(-1) ?? null,
    )
    .toMatchObject({ role: "cohost", permissions: { canRecord: false, canChat: true } });
  const joined = samiFrames.find((f) => f.type === "meeting.joined") as
    | { participants: { role: string; permissions: { canRecord: boolean } }[] }
    | undefined;
  expect(joined?.participants.find((p) => p.role === "host")?.permissions.canRecord, "the host can record").toBe(true);

  // The co-host's own screen: the room's controls, and muting Tara works; appointing co-hosts stays the host's.
  const samiPeople = await openPanel(sami, "People");
  await expect(samiPeople.getByRole("button", { name: "Mute everyone" })).toBeVisible();
  await personRow(samiPeople, "Tara Third").getByRole("button", { name: "Manage Tara Third" }).click();
  await expect(samiPeople.getByRole("button", { name: "Make Tara Third co-host" })).toHaveCount(0);
  await samiPeople.getByRole("button", { name: "Mute Tara Third" }).click();
  await expect(toasts(tara).getByText(/muted your microphone/)).toBeVisible();
  await expect(callControls(tara).getByRole("button", { name: "Turn on microphone" })).toBeVisible();
  // Nobody acts on the host.
  await expect(personRow(samiPeople, "Hana Host").getByRole("button", { name: /^Manage/ })).toHaveCount(0);
  for (const page of [host, sami, tara]) await page.context().close();
});

test("chat in a booking's call reaches the other side and is still there on the booking after the call", async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const { advisor, learner, id, path } = await bookingCall(browser, baseURL!);
  await joinCall(advisor, path);
  await joinCall(learner, path);
  await expectVideoFlowing(learner, 1);

  const advisorChat = await openPanel(advisor, "Chat");
  await advisorChat.getByRole("textbox", { name: "Message everyone" }).fill("Welcome! Shall we start with your numbers?");
  await advisorChat.getByRole("button", { name: "Send message" }).click();
  // The learner's Chat button counts it before the panel is opened.
  await expect(callControls(learner).getByRole("button", { name: "Chat" })).toContainText("1");
  const learnerChat = await openPanel(learner, "Chat");
  const learnerLog = learnerChat.getByRole("log", { name: "Messages" });
  await expect(learnerLog.getByText("Welcome! Shall we start with your numbers?")).toBeVisible();
  await expect(learnerLog).toContainText("Ada Advisor");
  await learnerChat.getByRole("textbox", { name: "Message everyone" }).fill("Yes, here they are.");
  await learnerChat.getByRole("textbox", { name: "Message everyone" }).press("Enter");
  await expect(advisorChat.getByRole("log", { name: "Messages" }).getByText("Yes, here they are.")).toBeVisible();

  for (const page of [learner, advisor]) {
    await callControls(page).getByRole("button", { name: "Leave call" }).click();
    await expect(page.getByRole("heading", { name: "You left the call" })).toBeVisible();
  }
  // After the call, the booking keeps the conversation, and it can go on there.
  await learner.goto(`/my-kora/bookings/${id}`);
  const kept = learner.getByRole("log", { name: "Chat messages" });
  await expect(kept.getByText("Welcome! Shall we start with your numbers?")).toBeVisible();
  await expect(kept.getByText("Yes, here they are.")).toBeVisible();
  const chatSection = learner.getByRole("region", { name: "Chat" });
  await chatSection.getByRole("textbox", { name: "Write a message" }).fill("Thanks for the call!");
  await chatSection.getByRole("button", { name: "Send" }).click();
  await expect(kept.getByText("Thanks for the call!")).toBeVisible();
  await chatSection.scrollIntoViewIfNeeded();
  await shoot(learner, "booking-chat", 1280);
  await shoot(learner, "booking-chat", 375);
  await advisor.goto(`/my-kora/bookings/${id}`);
  const advisorKept = advisor.getByRole("log", { name: "Chat messages" });
  for (const text of ["Welcome! Shall we start with your numbers?", "Yes, here they are.", "Thanks for the call!"])
    await expect(advisorKept.getByText(text)).toBeVisible();
  await advisor.context().close();
  await learner.context().close();
});
