/**
 * Ids a person waved away ("Not now", a dismissed modal), kept as a JSON list under one key of a
 * Web Storage (local or session). An unavailable or garbled store reads as empty; a full one just
 * forgets, so the prompt may come back after a reload, nothing worse. The newest `keep` are kept.
 */
export function dismissedIds(key: string, keep: number) {
  const read = (storage: Pick<Storage, "getItem"> | null): Set<string> => {
    try {
      const raw = storage?.getItem(key);
      const list: unknown = raw ? JSON.parse(raw) : [];
      return new Set(Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : []);
    } catch {
      return new Set();
    }
  };
  const add = (storage: Pick<Storage, "getItem" | "setItem"> | null, id: string): Set<string> => {
    const next = read(storage);
    next.add(id);
    try {
      storage?.setItem(key, JSON.stringify([...next].slice(-keep)));
    } catch {
      // Private mode or a full store.
    }
    return next;
  };
  return { read, add };
}
