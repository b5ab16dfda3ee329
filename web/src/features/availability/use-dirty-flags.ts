import { useCallback, useMemo, useState } from "react";

/** Unsaved-changes flags of several editors on one page; `any` is true while one of them has changes. */
export function useDirtyFlags() {
  const [flags, setFlags] = useState<Record<string, boolean>>({});
  const setDirty = useCallback(
    (key: string, dirty: boolean) => setFlags((current) => (current[key] === dirty ? current : { ...current, [key]: dirty })),
    [],
  );
  const any = useMemo(() => Object.values(flags).some(Boolean), [flags]);
  return { any, setDirty };
}
