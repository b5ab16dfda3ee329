import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { PageLoader } from "../../ui/page-loader.tsx";
import { PhoneVerification } from "./phone-verification.tsx";
import { useVerifiedExit } from "./use-verified-exit.ts";

/** /verify/phone (public-site §2): the mobile number, then the texted code. Guard 7 sends verified phones to the dashboard. */
export function VerifyPhonePage() {
  usePageTitle("Verify your mobile");
  const { data: me } = useMe();
  const exit = useVerifiedExit();
  if (!me) return <PageLoader label="Loading" />;
  return (
    <PhoneVerification
      me={me}
      intro="Add your mobile number so we can text you a reminder 10 minutes before each session."
      onVerified={(verified) => exit(verified, "Your mobile number is verified.")}
    />
  );
}
