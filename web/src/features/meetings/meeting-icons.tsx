/** The call's own icons, drawn inline like ui/icon.tsx; always decorative (the buttons carry the names). */
const PATHS = {
  mic: "M12 3a3 3 0 00-3 3v6a3 3 0 006 0V6a3 3 0 00-3-3zM5 11a7 7 0 0014 0M12 18v3M8 21h8",
  micOff: "M9 9v3a3 3 0 005.1 2.1M15 9.3V6a3 3 0 00-5.7-1.3M5 11a7 7 0 0011.5 5.4M19 11a7 7 0 01-.6 2.8M12 18v3M8 21h8M4 4l16 16",
  camera: "M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5",
  cameraOff: "M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5M3 3l18 18",
  screen: "M3 5h18v12H3zM8 21h8M12 17v4M12 14V8M9 11l3-3 3 3",
  screenStop: "M3 5h18v12H3zM8 21h8M12 17v4M9.5 8.5l5 5M14.5 8.5l-5 5",
  chat: "M4 5h16v11H9l-5 4z",
  people:
    "M9 11a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM2.5 20c1-3.5 3.5-5.5 6.5-5.5s5.5 2 6.5 5.5M16 4.5a3.5 3.5 0 010 6.5M18 14.8c1.8.7 3 2.5 3.5 5.2",
  grid: "M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z",
  gallery: "M3 4h18v11H3zM4 19h4M10 19h4M16 19h4",
  settings: "M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4",
  leave: "M3 14.5c5-4.7 13-4.7 18 0l-2.3 2.6-3.4-1.4v-2.6a11 11 0 00-6.6 0v2.6l-3.4 1.4z",
  pin: "M9 4h6M10 4v6l-3 4h10l-3-4V4M12 14v6",
  lock: "M6 11h12v9H6zM8 11V8a4 4 0 118 0v3",
  unlock: "M6 11h12v9H6zM8 11V8a4 4 0 017.7-1.5",
  send: "M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4",
  close: "M6 6l12 12M18 6L6 18",
  pip: "M3 5h18v14H3zM12 12h7v5h-7z",
  door: "M6 3h10v18H6zM13 12h.01M3 21h18",
  check: "M5 12.5l4.5 4.5L19 7.5",
  alert: "M12 4l9 16H3zM12 10v4M12 17h.01",
  more: "M5 12h.01M12 12h.01M19 12h.01",
  record: "M12 5a7 7 0 100 14 7 7 0 000-14zM12 9.5a2.5 2.5 0 100 5 2.5 2.5 0 000-5z",
  stop: "M7 7h10v10H7z",
  pause: "M8 6v12M16 6v12",
  resume: "M8 5l11 7-11 7z",
} as const;

export type MeetingIconName = keyof typeof PATHS;

export function MeetingIcon({ name, size = 22 }: { name: MeetingIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} strokeWidth={name === "more" ? 3.5 : undefined} />
    </svg>
  );
}
