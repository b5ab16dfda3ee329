import { describe, expect, it } from "vitest";
import { IPC_CHANNEL_LIST, IPC_CHANNELS, ipcContract, NOTIFICATION_ACTION_EVENT } from "../ipc-contract.ts";
import { MAX_AGENDA_SESSIONS, notificationActionEventSchema } from "./notification-contract.ts";

const setAgenda = ipcContract[IPC_CHANNELS.setAgenda].args;
const notify = ipcContract[IPC_CHANNELS.notify].args;
const session = {
  bookingId: "bk_1",
  title: "Career chat",
  otherParty: "Anna",
  startsAt: "2026-03-10T14:00:00.000Z",
  joinPath: "/my-kora/bookings/bk_1/join",
  joinClosesAt: "2026-03-10T14:30:00.000Z",
};

describe("notification channels", () => {
  it("names a push channel for actions outside the invokable ones", () => {
    expect(NOTIFICATION_ACTION_EVENT).toMatch(/^kora:[a-z-]+$/);
    expect(IPC_CHANNEL_LIST).not.toContain(NOTIFICATION_ACTION_EVENT);
    expect(IPC_CHANNEL_LIST).toEqual(expect.arrayContaining(["kora:set-agenda", "kora:get-do-not-disturb", "kora:set-do-not-disturb"]));
  });

  it("takes an agenda of sessions with instants and same-origin join pages", () => {
    expect(setAgenda.parse([{ sessions: [session], requests: 3 }])).toEqual([{ sessions: [session], requests: 3 }]);
    const bad = [
      { ...session, joinPath: "https://evil.example/join" },
      { ...session, joinPath: "//evil.example/join" },
      { ...session, startsAt: "tomorrow" },
      { ...session, title: "" },
      { ...session, admin: true },
    ];
    for (const entry of bad) expect(() => setAgenda.parse([{ sessions: [entry], requests: 0 }]), JSON.stringify(entry)).toThrow();
    expect(() => setAgenda.parse([{ sessions: [], requests: -1 }])).toThrow();
    expect(() => setAgenda.parse([{ sessions: [], requests: 1.5 }])).toThrow();
    expect(() => setAgenda.parse([{ sessions: Array(MAX_AGENDA_SESSIONS + 1).fill(session), requests: 0 }])).toThrow();
    expect(() => setAgenda.parse([{ sessions: [], requests: 0 }, "extra"])).toThrow();
  });

  it("lets a notification carry up to two action buttons and a tag", () => {
    const knock = {
      title: "Anna wants to join your room",
      body: "Admit or deny",
      path: "/my-kora/bookings/bk_1/join",
      tag: "knock:booking:bk_1:u_9",
      actions: [
        { id: "admit", label: "Admit" },
        { id: "deny", label: "Deny" },
      ],
    };
    expect(notify.parse([knock])[0]).toEqual(knock);
    const three = [...knock.actions, { id: "later", label: "Later" }];
    expect(() => notify.parse([{ ...knock, actions: three }])).toThrow();
    expect(() => notify.parse([{ ...knock, actions: [{ id: "Admit Now", label: "x" }] }])).toThrow();
    expect(() => notify.parse([{ ...knock, tag: "knock <script>" }])).toThrow();
    expect(() => notify.parse([{ ...knock, actions: [] }])).toThrow();
  });

  it("describes the pushed action and the do-not-disturb results", () => {
    expect(notificationActionEventSchema.parse({ tag: "knock:booking:1:u", action: "admit" })).toEqual({
      tag: "knock:booking:1:u",
      action: "admit",
    });
    expect(() => notificationActionEventSchema.parse({ tag: "x", action: "admit", more: 1 })).toThrow();
    expect(ipcContract[IPC_CHANNELS.setDoNotDisturb].result.parse(true)).toBe(true);
    expect(() => ipcContract[IPC_CHANNELS.setDoNotDisturb].args.parse(["on"])).toThrow();
    expect(ipcContract[IPC_CHANNELS.setAgenda].result.parse(undefined)).toBeUndefined();
  });
});
