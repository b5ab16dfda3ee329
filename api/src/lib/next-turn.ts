/**
 * Waits for a later turn of the event loop (a timer), so what waits meanwhile — a health check, a
 * socket's frame, another request — is answered between slices of work that would otherwise run in
 * one turn. libSQL answers a local file's statements at once, so a run of awaited statements never
 * yields by itself: a long one is cut into slices with this between them.
 */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
