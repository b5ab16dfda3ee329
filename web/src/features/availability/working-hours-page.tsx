import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
import { availabilityMessages } from "@kora/shared/i18n/messages/availability.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { UnsavedChangesPrompt } from "../../lib/forms/unsaved-changes.tsx";
import { useMe } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Notice, Panel } from "../../ui/surface.tsx";
import { myCardsQuery, saveSettings, settingsQuery } from "./availability.client.ts";
import { BookingSettings } from "./booking-settings.tsx";
import { CardHours } from "./card-hours.tsx";
import { DefaultHoursOffer } from "./default-hours-offer.tsx";
import { ProBonoSettings } from "./pro-bono-settings.tsx";
import { HoursEditor } from "./standard-hours.tsx";
import { UnavailableTimes } from "./unavailable-times.tsx";
import { useDirtyFlags } from "./use-dirty-flags.ts";
import { zoneLabel } from "../../lib/slot-format.ts";
import { PageHead } from "../../ui/page-head.tsx";
import { SyncAlertBanner } from "../calendar-sync/calendar-sync.api.ts";
import settingsPage from "../../ui/settings-page.module.css";
import { PageLayout } from "../../ui/page-layout.tsx";

/** /my-kora/my-calendar/working-hours: standard hours, booking settings, per-card hours and days off. */
export function WorkingHoursPage() {
  const t = useT(availabilityMessages);
  usePageTitle(t.t("page.title"));
  const { data: me } = useMe();
  const settings = useQuery(settingsQuery);
  const cards = useQuery({ ...myCardsQuery(me?.groups.map((group) => group.id) ?? []), enabled: Boolean(me) });
  const { any: dirty, setDirty } = useDirtyFlags();
  const onStandardDirty = useCallback((value: boolean) => setDirty("standard", value), [setDirty]);
  const onSettingsDirty = useCallback((value: boolean) => setDirty("settings", value), [setDirty]);
  const onProBonoDirty = useCallback((value: boolean) => setDirty("pro-bono", value), [setDirty]);

  if (!me) return null;
  const timezone = settings.data?.timezone ?? me.timezone;
  const zoneText = t.t("page.zone", { zone: zoneLabel(timezone, Date.now()) });

  const saveStandard = async (rules: WorkingHoursRule[]) => {
    await saveSettings({ workingHours: rules });
    toast.success(t.t("page.saved"));
  };

  return (
    <PageLayout width="settings">
      <PageHead title={t.t("page.title")}>{t.t("page.intro")}</PageHead>
      <SyncAlertBanner />
      {me.type === "Learner" && (
        <Notice>
          <span>
            {t.rich("page.learner", { strong: (chunks) => <strong key="strong">{chunks}</strong> })}{" "}
            <ButtonLink to={appPath(`${BRAND.slug}-cards/create`)} variant="ghost" size="small">
              {t.t("page.createCard")}
            </ButtonLink>
          </span>
        </Notice>
      )}
      {settings.isPending ? (
        <PageLoader label={t.t("page.loading")} />
      ) : settings.isError ? (
        <Panel>
          <p className={settingsPage.muted}>{t.t("page.loadFailed")}</p>
          <Button onClick={() => void settings.refetch()}>{t.t("tryAgain")}</Button>
        </Panel>
      ) : (
        <>
          <Panel aria-labelledby="standard-hours-title">
            <div className={settingsPage.sectionHead}>
              <h2 id="standard-hours-title">{t.t("standard.title")}</h2>
              <p>{t.t("standard.text")}</p>
            </div>
            {settings.data.workingHours.length === 0 && <DefaultHoursOffer zone={zoneLabel(timezone, Date.now())} />}
            <HoursEditor
              saved={settings.data.workingHours}
              label={t.t("standard.gridLabel")}
              zoneText={zoneText}
              onDirtyChange={onStandardDirty}
              onSave={saveStandard}
            />
          </Panel>
          <BookingSettings settings={settings.data} onDirtyChange={onSettingsDirty} />
          <ProBonoSettings onDirtyChange={onProBonoDirty} />
          <CardHours
            standard={settings.data.workingHours}
            zoneText={zoneText}
            groupIds={me.groups.map((group) => group.id)}
            setDirty={setDirty}
          />
          <UnavailableTimes timezone={timezone} cards={cards.data ?? []} />
        </>
      )}
      <UnsavedChangesPrompt when={dirty} />
    </PageLayout>
  );
}
