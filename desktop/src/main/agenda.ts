/**
 * Notifications all day, in main: the reminders planned from the page's agenda (re-checked on
 * wake, on unlock and every minute, so a timer frozen by sleep never loses a reminder), do not
 * disturb (saved in the settings file), the tray lines and the dock/taskbar badge. The decisions
 * are in ../core (notification-scheduler, tray-summary); this file wires them to Electron.
 */
import { app, powerMonitor } from "electron";
import type { DesktopSettingsStore } from "../core/desktop-settings.ts";
import { createNotificationScheduler, type Agenda, type NotificationScheduler, type Reminder } from "../core/notification-scheduler.ts";
import { badgeCount, HeldBack, traySummary } from "../core/tray-summary.ts";
import { NOTIFICATION_ACTION_EVENT, type IpcParsedArgs } from "../ipc-contract.ts";
import type { MainWindow } from "./main-window.ts";
import { showNotification } from "./notifications.ts";
import { desktopSettings } from "./server-settings.ts";
import type { KoraTray } from "./tray.ts";

type NotifyInput = IpcParsedArgs<"kora:notify">[0];

/** A re-check this often catches a timer that slept, and keeps the tray's "today"/"now" current. */
const RECHECK_MS = 60_000;

interface Running {
  scheduler: NotificationScheduler;
  settings: DesktopSettingsStore;
  heldBack: HeldBack;
  mainWindow: MainWindow;
  tray: KoraTray;
}

let running: Running | null = null;

function started(): Running {
  if (!running) throw new Error("desktop notifications are not started yet");
  return running;
}

const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

function refreshTrayAndBadge(state: Running): void {
  const agenda = state.scheduler.agenda();
  const doNotDisturb = state.settings.read().doNotDisturb;
  state.tray.update({ summary: traySummary(agenda, Date.now(), localTimeZone(), doNotDisturb), doNotDisturb });
  // macOS dock and Linux Unity launchers; Windows has no numeric taskbar badge (the tray says it).
  app.setBadgeCount(badgeCount(agenda));
}

function showReminder(state: Running, reminder: Reminder): void {
  const input = {
    title: reminder.title,
    body: reminder.body,
    path: reminder.session.joinPath,
    actions: [{ id: "join", label: "Join" }],
    tag: `reminder:${reminder.session.bookingId}`,
  };
  // Join and a click both open the call; main handles them itself.
  showNotification(
    input,
    () => state.mainWindow.openPath(reminder.session.joinPath),
    () => state.mainWindow.openPath(reminder.session.joinPath),
  );
}

/** Starts the reminders, the tray lines and the badge. Call once, after the window and the tray exist. */
export function startDesktopNotifications(mainWindow: MainWindow, tray: KoraTray): void {
  // The same settings file as the server address (one key each).
  const settings = desktopSettings();
  const heldBack = new HeldBack();
  const state: Running = {
    settings,
    heldBack,
    mainWindow,
    tray,
    scheduler: createNotificationScheduler<NodeJS.Timeout>({
      now: () => Date.now(),
      setTimer: (callback, delayMs) => setTimeout(callback, delayMs),
      clearTimer: (handle) => clearTimeout(handle),
      isDoNotDisturb: () => settings.read().doNotDisturb,
      show: (reminder) => showReminder(state, reminder),
      suppress: (reminder) => heldBack.add(`${reminder.title}: ${reminder.body}`),
    }),
  };
  running = state;
  const recheck = (): void => {
    state.scheduler.check();
    refreshTrayAndBadge(state);
  };
  powerMonitor.on("resume", recheck);
  powerMonitor.on("unlock-screen", recheck);
  setInterval(recheck, RECHECK_MS).unref();
  refreshTrayAndBadge(state);
}

/** kora:set-agenda: re-plans the reminders (the page sends it on start and after every booking event). */
export function setAgenda(agenda: Agenda): void {
  const state = started();
  state.scheduler.setAgenda(agenda);
  refreshTrayAndBadge(state);
}

/**
 * kora:notify: shows the page's notification, or holds it back under do not disturb. A button
 * press goes back to the page on NOTIFICATION_ACTION_EVENT; a click opens the notification's page.
 */
export function notify(input: NotifyInput): boolean {
  const state = started();
  if (state.settings.read().doNotDisturb) {
    state.heldBack.add(input.title);
    return true;
  }
  const { mainWindow } = state;
  return showNotification(
    input,
    (path) => (path === undefined ? mainWindow.reveal() : mainWindow.openPath(path)),
    (action) => {
      if (input.tag) mainWindow.sendToPage(NOTIFICATION_ACTION_EVENT, { tag: input.tag, action });
    },
  );
}

export function getDoNotDisturb(): boolean {
  return started().settings.read().doNotDisturb;
}

/** Saves the setting; turning it off shows one notification saying what was held back. */
export function setDoNotDisturb(enabled: boolean): boolean {
  const state = started();
  const now = state.settings.update({ doNotDisturb: enabled }).doNotDisturb;
  if (!now) {
    const summary = state.heldBack.drain();
    if (summary) showNotification(summary, () => state.mainWindow.reveal());
  }
  refreshTrayAndBadge(state);
  return now;
}
