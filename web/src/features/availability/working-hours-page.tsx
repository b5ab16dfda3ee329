import { useCallback } from "react";
import { useQuery } from "@tanstack/react-query";
import { appPath, BRAND } from "@kora/shared/brand.ts";
import type { WorkingHoursRule } from "@kora/shared/domain/availability/working-hours.ts";
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
  usePageTitle("Working hours");
  const { data: me } = useMe();
  const settings = useQuery(settingsQuery);
  const cards = useQuery({ ...myCardsQuery(me?.groups.map((group) => group.id) ?? []), enabled: Boolean(me) });
  const { any: dirty, setDirty } = useDirtyFlags();
  const onStandardDirty = useCallback((value: boolean) => setDirty("standard", value), [setDirty]);
  const onSettingsDirty = useCallback((value: boolean) => setDirty("settings", value), [setDirty]);
  const onProBonoDirty = useCallback((value: boolean) => setDirty("pro-bono", value), [setDirty]);

  if (!me) return null;
  const timezone = settings.data?.timezone ?? me.timezone;
  const zoneText = `Times in ${zoneLabel(timezone, Date.now())}.`;

  const saveStandard = async (rules: WorkingHoursRule[]) => {
    await saveSettings({ workingHours: rules });
    toast.success("Your working hours are saved.");
  };

  return (
    <PageLayout width="settings">
      <PageHead title="Working hours">
        The times in your week when learners can book you. Sessions are offered inside these hours, around your bookings and days off.
      </PageHead>
      <SyncAlertBanner />
      {me.type === "Learner" && (
        <Notice>
          <span>
            <strong>Working hours are for advisors.</strong> As a learner you book other people's times, so there's nothing you need to set
            here. If you'd like to advise too, create a card and set your hours here.{" "}
            <ButtonLink to={appPath(`${BRAND.slug}-cards/create`)} variant="ghost" size="small">
              Create a card
            </ButtonLink>
          </span>
        </Notice>
      )}
      {settings.isPending ? (
        <PageLoader label="Loading your working hours" />
      ) : settings.isError ? (
        <Panel>
          <p className={settingsPage.muted}>Your working hours could not be loaded.</p>
          <Button onClick={() => void settings.refetch()}>Try again</Button>
        </Panel>
      ) : (
        <>
          <Panel aria-labelledby="standard-hours-title">
            <div className={settingsPage.sectionHead}>
              <h2 id="standard-hours-title">Standard hours</h2>
              <p>Every card uses these unless you give it its own hours below.</p>
            </div>
            {settings.data.workingHours.length === 0 && <DefaultHoursOffer zone={zoneLabel(timezone, Date.now())} />}
            <HoursEditor
              saved={settings.data.workingHours}
              label="Standard working hours"
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
