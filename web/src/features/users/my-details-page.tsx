import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { UnsavedChangesPrompt } from "../../lib/forms/unsaved-changes.tsx";
import { useMe } from "../../lib/session.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Notice } from "../../ui/surface.tsx";
import { payoutAccountQuery, payoutPaths } from "../payments/payments.api.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { VerificationPanel } from "../verification/verification.api.ts";
import { AboutSection } from "./about-section.tsx";
import { AvatarSection } from "./avatar-section.tsx";
import { PasswordForm } from "./password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { PageLayout } from "../../ui/page-layout.tsx";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * /my-kora/my-details: verification, photo, details, the profile (about you, languages, interests,
 * categories, links) and an optional password section (`?password=true` jumps to it).
 */
export function MyDetailsPage() {
  const t = useT(usersMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const [params] = useSearchParams();
  const [profileDirty, setProfileDirty] = useState(false);
  const [passwordDirty, setPasswordDirty] = useState(false);
  const [aboutDirty, setAboutDirty] = useState(false);
  const onProfileDirty = useCallback((dirty: boolean) => setProfileDirty(dirty), []);
  const onPasswordDirty = useCallback((dirty: boolean) => setPasswordDirty(dirty), []);
  const onAboutDirty = useCallback((dirty: boolean) => setAboutDirty(dirty), []);
  const jumpToPassword = params.get("password") === "true";
  // A paid booking request waits and there are no payout details: the alert on My details (public-site §5).
  const payouts = useQuery({ ...payoutAccountQuery, enabled: Boolean(me) });

  useEffect(() => {
    if (!jumpToPassword || !me) return;
    const section = document.getElementById("password");
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    section?.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
  }, [jumpToPassword, me]);

  if (!me) return null;
  return (
    <PageLayout width="narrow">
      <PageHead title={t.t("page.title")}>{me.email ? t.t("page.signedInAs", { email: me.email }) : t.t("page.yourAccount")}</PageHead>
      {me.verificationRequired && <Notice tone="warning">{t.t("page.verificationRequired")}</Notice>}
      {payouts.data?.needsDetailsFor && (
        <Notice tone="warning">
          <span>
            {t.rich("page.payoutDue", {
              due: payouts.data.needsDetailsFor,
              link: (chunks) => (
                <Link key="link" to={payoutPaths.settings}>
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </Notice>
      )}
      <VerificationPanel me={me} />
      <AvatarSection me={me} />
      <ProfileForm me={me} onDirtyChange={onProfileDirty} />
      <AboutSection me={me} onDirtyChange={onAboutDirty} />
      <PasswordForm me={me} onDirtyChange={onPasswordDirty} />
      <UnsavedChangesPrompt when={profileDirty || aboutDirty || passwordDirty} />
    </PageLayout>
  );
}
