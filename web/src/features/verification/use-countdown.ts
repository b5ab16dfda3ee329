import { useCallback, useEffect, useState } from "react";

/** Whole seconds left of a wait that ticks down once a second; `restart(n)` starts it again from n. */
export function useCountdown(initialSeconds: number): [number, (seconds: number) => void] {
  const [left, setLeft] = useState(initialSeconds);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const restart = useCallback((seconds: number) => setLeft(Math.max(0, Math.round(seconds))), []);
  return [left, restart];
}
