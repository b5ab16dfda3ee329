import { E2E_URL } from "./e2e-env.ts";

/**
 * The server's "now" in ms: the real time, or the moved clock of a clock-matrix run. Specs that pick
 * times (slots, join windows, expiries) measure from this, never from the test runner's own clock.
 */
export async function serverNow(): Promise<number> {
  const response = await fetch(`${E2E_URL}/api/health`);
  const { data } = (await response.json()) as { data: { time: string } };
  return Date.parse(data.time);
}
