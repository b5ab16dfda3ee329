import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageLoader } from "../../ui/page-loader.tsx";
import { PhoneVerification } from "./phone-verification.tsx";
import { useVerifiedExit } from "./use-verified-exit.ts";
import { verificationMessages } from "@kora/shared/i18n/messages/verification.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/** /verify/phone (public-site §2): the mobile number, then the texted code. Guard 7 sends verified phones to the dashboard. */
export function VerifyPhonePage() {
  const t = useT(verificationMessages);
  usePageTitle(t.t("phone.title"));
  const { data: me } = useMe();
  const exit = useVerifiedExit();
  if (!me) return <PageLoader label={t.t("loading")} />;
  return <PhoneVerification me={me} intro={t.t("phone.intro")} onVerified={(verified) => exit(verified, t.t("phone.verified"))} />;
}
