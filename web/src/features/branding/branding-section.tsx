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

const MAX_MB = BRAND_LOGO_MAX_BYTES / 1024 / 1024;
/** Where the colour picker starts before a colour is saved (a deep blue: readable with white text). */
const START_COLOUR = "#1a237e";

const messageOf = (failure: unknown, field: string) =>
  isApiError(failure) ? (failure.fields?.[field]?.[0] ?? failure.message) : failure instanceof Error ? failure.message : String(failure);

/** The brand colour: a picker and its hex, a live preview with the text colour chosen for it, Save and Clear. */
function ColourForm({ userId, branding }: { userId: string; branding: MyBranding }) {
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
      toast.success(colour === null ? "Brand colour cleared." : "Brand colour saved.");
    } catch (failure) {
      setError(messageOf(failure, "colour"));
    } finally {
      setBusy(null);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(BRANDING_MESSAGES.colour);
      return;
    }
    void save(valid);
  };

  return (
    <form className={styles.colourForm} onSubmit={onSubmit} noValidate>
      <h3 className={styles.subhead}>Brand colour</h3>
      <div className={styles.colourRow}>
        <input
          type="color"
          className={styles.picker}
          value={preview}
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          aria-label="Pick a brand colour"
        />
        <label className="visually-hidden" htmlFor={`${id}-hex`}>
          Brand colour as a hex code
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
            Save colour
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
              Clear
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
          <span className={styles.previewText}>How it looks on your card</span>
          <span className={styles.previewButton} style={{ background: preview, color: textColourOn(preview) }}>
            Book a session
          </span>
        </span>
      </div>
    </form>
  );
}

/** The logo: its picture, Upload (or Change) and Remove; each saves at once. */
function BrandLogo({ userId, branding }: { userId: string; branding: MyBranding }) {
  return (
    <LogoSlot
      title="Logo"
      picture={branding.logoUrl ? <img src={branding.logoUrl} alt="Your logo" className={styles.logo} /> : null}
      emptyText="No logo"
      hint={`JPG, PNG or GIF up to ${MAX_MB} MB. It saves as soon as you choose it.`}
      uploadText={{ change: "Change logo", upload: "Upload logo" }}
      accept={BRAND_LOGO_ACCEPT}
      maxBytes={BRAND_LOGO_MAX_BYTES}
      tooBig={BRANDING_MESSAGES.imageTooBig}
      inputTestId="brand-logo-input"
      upload={(file) => uploadBrandLogo(userId, file)}
      remove={() => removeBrandLogo(userId)}
      saved="Logo saved."
      removed="Logo removed."
      failed={(failure) => messageOf(failure, "logo")}
      confirm={{ title: "Remove your logo?", message: "Your cards and rooms show without it." }}
    />
  );
}

/** What someone not on Pro sees: what branding does, and the way to Pro (their saved branding is kept, hidden). */
function Upsell({ branding }: { branding: MyBranding }) {
  const kept = branding.colour !== null || branding.logoUrl !== null;
  return (
    <div className={styles.upsell}>
      <p>Put your logo and brand colour on your cards, your card page and the meeting rooms you host. {BRANDING_MESSAGES.proOnly}</p>
      {kept && <p className={styles.hint}>Your branding is saved and shows again as soon as you're on {PLANS.pro.name}.</p>}
      <div>
        <ButtonLink to={appPath("more/plan")} size="small">
          See the {PLANS.pro.name} plan
        </ButtonLink>
      </div>
    </div>
  );
}

/** "Branding (Pro)" on the advisor settings page (public-site §1 Pro: branding). */
export function BrandingSection({ userId }: { userId: string }) {
  const branding = useQuery(myBrandingQuery(userId));
  return (
    <Panel aria-labelledby="branding-title" className={styles.panel}>
      <div className={styles.head}>
        <h2 id="branding-title">Branding ({PLANS.pro.name})</h2>
        {branding.data?.pro && <span className={styles.badge}>On {PLANS.pro.name}</span>}
      </div>
      {branding.isPending ? (
        <PageLoader label="Loading your branding" />
      ) : !branding.data ? (
        <div role="alert" className={styles.upsell}>
          <p>{isApiError(branding.error) ? branding.error.message : "We couldn't load your branding."}</p>
          <div>
            <Button size="small" onClick={() => void branding.refetch()}>
              Try again
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
