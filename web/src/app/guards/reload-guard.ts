/** sessionStorage key remembering which server version this tab last reloaded for. */
export const RELOAD_MARK_KEY = "kora.reloaded-for";

/**
 * Whether a stale client should reload now (guard 2). It reloads once per expected version: if the
 * page that comes back is still stale (a cache in the way), it carries on instead of looping.
 */
export function shouldReload(expectedVersion: string, lastReloadedFor: string | null): boolean {
  return lastReloadedFor !== expectedVersion;
}
