import { useNavigate, useSearchParams } from "react-router-dom";
import { appPath } from "@kora/shared/brand.ts";
import type { Me } from "@kora/shared/contracts/users.ts";
import { safeRedirect } from "@kora/shared/domain/routing/guards.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";

/** The toast and the way on once something is verified: `redirectTo` when given, the dashboard otherwise. */
export function useVerifiedExit() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (me: Me, message: string) => {
    setSignedIn(me);
    toast.success(message);
    navigate(safeRedirect(params.get("redirectTo")) ?? appPath("dashboard"), { replace: true });
  };
}
