import type { ScreenChoice } from "../kora-desktop.ts";

/**
 * The bridge between the meeting engine (which asks for a screen outside React) and the picker
 * dialog (a React component): one open request at a time, answered with the accepted choice or null.
 */
export interface PickerRequest {
  readonly id: number;
  /** The choice main accepted, or null when the person cancelled. */
  settle(choice: ScreenChoice | null): void;
}

let current: PickerRequest | null = null;
let nextId = 1;
let hosts = 0;
const listeners = new Set<() => void>();

function publish(request: PickerRequest | null): void {
  current = request;
  for (const listener of [...listeners]) listener();
}

export const pickerRequests = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): PickerRequest | null => current,
  /** A mounted ScreenPickerHost; without one a request could never be answered. */
  addHost(): () => void {
    hosts += 1;
    return () => {
      hosts -= 1;
      if (hosts === 0) current?.settle(null);
    };
  },
};

/** Opens the picker; a second request cancels the first (the newest click wins). */
export function requestScreenChoice(): Promise<ScreenChoice | null> {
  if (hosts === 0) return Promise.reject(new Error("Kora's screen picker isn't on this page."));
  current?.settle(null);
  return new Promise((resolve) => {
    const request: PickerRequest = {
      id: nextId++,
      settle(choice) {
        if (current !== request) return;
        publish(null);
        resolve(choice);
      },
    };
    publish(request);
  });
}
