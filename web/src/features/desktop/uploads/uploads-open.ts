/** Whether the Uploads panel is open: the account menu opens it, the host in the app shell shows it. */
let open = false;
const listeners = new Set<() => void>();

export const uploadsPanel = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: (): boolean => open,
  set(next: boolean): void {
    if (open === next) return;
    open = next;
    for (const listener of [...listeners]) listener();
  },
};
