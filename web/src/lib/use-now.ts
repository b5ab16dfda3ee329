import { useEffect, useState } from "react";

/** The time now, ticking every `everyMs`: countdowns, "expires in", the call timer, "waiting 2 min". */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
