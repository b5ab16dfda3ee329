/**
 * The desktop app's features for the rest of the web app (the one file other features import).
 * Everything here is inert in a browser: no `window.kora`, no desktop behaviour.
 */
import { createElement, type ReactNode } from "react";
import { koraDesktop } from "./kora-desktop.ts";
import { desktopScreenSource, type ScreenSourceLike } from "./screen-picker/desktop-screen-source.ts";
import { requestScreenChoice } from "./screen-picker/picker-request.ts";
import { ScreenPickerHost } from "./screen-picker/screen-picker-host.tsx";
import { DesktopNotificationsHost } from "./notifications/desktop-notifications-host.tsx";
import { DoNotDisturbSwitch } from "./notifications/do-not-disturb-switch.tsx";
import {
  openDesktopRecordingSink,
  type RecordingSink,
  type RecordingSinkEvents,
  type RecordingTicket,
} from "./uploads/desktop-recording-sink.ts";
import { UploadsHost } from "./uploads/uploads-host.tsx";
import { UploadsMenuItem } from "./uploads/uploads-menu-item.tsx";

export { koraDesktop } from "./kora-desktop.ts";

/** In the desktop app, a screen source that opens Kora's picker; undefined in a browser (its own picker). */
export function desktopScreenSourceOrNone(): ScreenSourceLike | undefined {
  return koraDesktop() ? desktopScreenSource(requestScreenChoice) : undefined;
}

/** Mount where screens are shared (the call): renders the picker while one is asked for; nothing in a browser. */
export function DesktopScreenPicker(): ReactNode {
  const kora = koraDesktop();
  return kora ? createElement(ScreenPickerHost, { kora }) : null;
}

/** Mount once in the app shell: OS notifications, reminders' agenda, tray and badge; nothing in a browser. */
export function DesktopNotifications(): ReactNode {
  const kora = koraDesktop();
  return kora ? createElement(DesktopNotificationsHost, { kora }) : null;
}

/** The "Do not disturb" switch (account menu); nothing in a browser. */
export function DesktopDoNotDisturb(): ReactNode {
  const kora = koraDesktop();
  return kora ? createElement(DoNotDisturbSwitch, { kora }) : null;
}

export type { RecordingSink, RecordingSinkEvents, RecordingTicket } from "./uploads/desktop-recording-sink.ts";

/** In the desktop app, a sink that keeps a recording on disk and uploads it from main; null in a browser. */
export function desktopRecordingSinkOrNone(ticket: RecordingTicket, title: string, events: RecordingSinkEvents): RecordingSink | null {
  const kora = koraDesktop();
  return kora ? openDesktopRecordingSink(kora, ticket, title, events) : null;
}

/** Mount once in the app shell: the Uploads panel while it is open; nothing in a browser. */
export function DesktopUploads(): ReactNode {
  const kora = koraDesktop();
  return kora ? createElement(UploadsHost, { kora }) : null;
}

/** "Uploads" in the account menu (`className`: the menu's item style); nothing in a browser. */
export function DesktopUploadsMenuItem({ className, onOpen }: { className?: string; onOpen: () => void }): ReactNode {
  return koraDesktop() ? createElement(UploadsMenuItem, { className, onOpen }) : null;
}
