import { type FormEvent, useEffect, useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { appPath } from "@kora/shared/brand.ts";
import { BRAND_LOGO_ACCEPT, BRAND_LOGO_MAX_BYTES, BRANDING_MESSAGES, type MyBranding } from "@kora/shared/contracts/branding.ts";
import { normaliseColour, textColourOn } from "@kora/shared/domain/branding/colour.ts";
import { PLANS } from "@kora/shared/domain/plans/plans.ts";
import { isApiError } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button, ButtonLink } from "../../ui/button.tsx";
import { PageLoader } from "../../ui/page-loader.tsx";
import { Panel } from "../../ui/surface.tsx";
import { myBrandingQuery, removeBrandLogo, saveBrandColour, uploadBrandLogo } from "./branding.client.ts";
import styles from "./branding.module.css";
import { LogoSlot } from "../../ui/logo-slot.tsx";
import { brandingMessages } from "@kora/shared/i18n/messages/branding.ts";
import { useT } from "../../lib/i18n/use-t.ts";

const MAX_MB = BRAND_LOGO_MAX_BYTES / 1024 / 1024;
/** Where the colour picker starts before a colour is saved (a deep blue: readable with white text). */
const START_COLOUR = "#1a237e";

const messageOf = (failure: unknown, field: string) =>
  isApiError(failure) ? (failure.fields?.[field]?.[0] ?? failure.message) : failure instanceof Error ? failure.message : String(failure);
const PRO = PLANS.pro.name;

/** The brand colour: a picker and its hex, a live preview with the text colour chosen for it, Save and Clear. */
function ColourForm({ userId, branding }: { userId: string; branding: MyBranding }) {
  const t = useT(brandingMessages);
  const id = useId();
  const [draft, setDraft] = useState(branding.colour ?? START_COLOUR);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "clear" | null>(null);
  useEffect(() => setDraft(branding.colour ?? START_COLOUR), [branding.colour]);
  const valid = normaliseColour(draft);
  const preview = valid ?? branding.colour ?? START_COLOUR;

  const save = async (colour: string | null) => {
    setBusy(colour === null ? "clear" : "save");
    setError(null);
    try {
      await saveBrandColour(userId, colour);
      toast.success(colour === null ? t.t("colour.cleared") : t.t("colour.saved"));
    } catch (failure) {
      setError(messageOf(failure, "colour"));
    } finally {
      setBusy(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t.t("colour.invalid"));
      return;
    }
    void save(valid);
  };

  return (
    <form className={styles.colourForm} onSubmit={onSubmit} noValidate>
      <h3 className={styles.subhead}>{t.t("colour.title")}</h3>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          value={preview}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          aria-label={t.t("colour.pick")}
        />
        <label className="visually-hidden" htmlFor={`${id}-hex`}>
          {t.t("colour.hex")}
        </label>
        <input
          id={`${id}-hex`}
          className={styles.hex}
          value={draft}
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
        />
        <div className={styles.colourActions}>
          <Button type="submit" size="small" busy={busy === "save"} disabled={busy !== null}>
            {t.t("colour.save")}
          </Button>
          {branding.colour && (
            <Button
              type="button"
              variant="ghost"
              size="small"
              busy={busy === "clear"}
              disabled={busy !== null}
              onClick={() => void save(null)}
            >
              {t.t("colour.clear")}
            </Button>
          )}
        </div>
      </div>
      {error && (
        <p className={styles.error} id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className={styles.preview} aria-hidden="true">
        <span className={styles.previewBand} style={{ background: preview }} />
        <span className={styles.previewBody}>
          {branding.logoUrl && <img src={branding.logoUrl} alt="" className={styles.previewLogo} />}
          <span className={styles.previewText}>{t.t("colour.preview")}</span>
          <span className={styles.previewButton} style={{ background: preview, color: textColourOn(preview) }}>
            {t.t("colour.book")}
          </span>
        </span>
      </div>
    </form>
  );
}

/** The logo: its picture, Upload (or Change) and Remove; each saves at once. */
function BrandLogo({ userId, branding }: { userId: string; branding: MyBranding }) {
  const t = useT(brandingMessages);
  return (
    <LogoSlot
      title={t.t("logo.title")}
      picture={branding.logoUrl ? <img src={branding.logoUrl} alt={t.t("logo.alt")} className={styles.logo} /> : null}
      emptyText={t.t("logo.none")}
      hint={t.t("logo.hint", { mb: MAX_MB })}
      uploadText={{ change: t.t("logo.change"), upload: t.t("logo.upload") }}
      accept={BRAND_LOGO_ACCEPT}
      maxBytes={BRAND_LOGO_MAX_BYTES}
      tooBig={t.t("logo.tooBig")}
      inputTestId="brand-logo-input"
      upload={(file) => uploadBrandLogo(userId, file)}
      remove={() => removeBrandLogo(userId)}
      saved={t.t("logo.saved")}
      removed={t.t("logo.removed")}
      failed={(failure) => {
        // Our own words when the upload got no readable answer; a refused file is the server's message.
        const message = messageOf(failure, "logo");
        return message === BRANDING_MESSAGES.uploadFailed && !isApiError(failure) ? t.t("logo.uploadFailed") : message;
      }}
      confirm={{ title: t.t("logo.confirmTitle"), message: t.t("logo.confirmMessage") }}
    />
  );
}

/** What someone not on Pro sees: what branding does, and the way to Pro (their saved branding is kept, hidden). */
function Upsell({ branding }: { branding: MyBranding }) {
  const t = useT(brandingMessages);
  const kept = branding.colour !== null || branding.logoUrl !== null;
  return (
    <div className={styles.upsell}>
      <p>{t.t("upsell.text", { plan: PRO })}</p>
      {kept && <p className={styles.hint}>{t.t("upsell.kept", { plan: PRO })}</p>}
      <div>
        <ButtonLink to={appPath("more/plan")} size="small">
          {t.t("upsell.see", { plan: PRO })}
        </ButtonLink>
      </div>
    </div>
  );
}

/** "Branding (Pro)" on the advisor settings page (public-site §1 Pro: branding). */
export function BrandingSection({ userId }: { userId: string }) {
  const t = useT(brandingMessages);
  const branding = useQuery(myBrandingQuery(userId));
  return (
    <Panel aria-labelledby="branding-title" className={styles.panel}>
      <div className={styles.head}>
        <h2 id="branding-title">{t.t("section.title", { plan: PRO })}</h2>
        {branding.data?.pro && <span className={styles.badge}>{t.t("section.on", { plan: PRO })}</span>}
      </div>
      {branding.isPending ? (
        <PageLoader label={t.t("section.loading")} />
      ) : !branding.data ? (
        <div role="alert" className={styles.upsell}>
          <p>{isApiError(branding.error) ? branding.error.message : t.t("section.failed")}</p>
          <div>
            <Button size="small" onClick={() => void branding.refetch()}>
              {t.t("section.tryAgain")}
            </Button>
          </div>
        </div>
      ) : branding.data.pro ? (
        <div className={styles.body}>
          <BrandLogo userId={userId} branding={branding.data} />
          <ColourForm userId={userId} branding={branding.data} />
        </div>
      ) : (
        <Upsell branding={branding.data} />
      )}
    </Panel>
  );
}
