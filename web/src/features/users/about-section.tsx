import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { TEXT_LIMITS } from "@kora/shared/domain/validation/text-limit.ts";
import { tidyText } from "@kora/shared/domain/validation/rules.ts";
import { isApiError } from "../../lib/api-client.ts";
import { setSignedIn } from "../../lib/session.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Button } from "../../ui/button.tsx";
import { Panel } from "../../ui/surface.tsx";
import { FieldRow, TextField } from "../../ui/text-field.tsx";
import { firstMessages, useFieldErrors } from "../../ui/field-errors.tsx";
import { ABOUT_FIELDS, type AboutErrors, type AboutValues, aboutDirty, aboutValuesOf, checkAbout } from "./about-form.ts";
import { updateMe } from "./users.client.ts";
import { InterestsField, LanguagesField } from "./chips-fields.tsx";
import { CategoryInterestsField, SocialLinksField } from "./links-and-categories.tsx";
import settingsPage from "../../ui/settings-page.module.css";
import styles from "./profile.module.css";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * About you, languages, interests, category interests and social links: one form over three
 * sections, saved together with PUT /api/me. Checked by the API's own schema before sending; the
 * errors show on their fields, the first is scrolled to, and the toast says the form has an error.
 */
export function AboutSection({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
  const t = useT(usersMessages);
  const saved = aboutValuesOf(me);
  const [values, setValues] = useState<AboutValues>(saved);
  const [submitting, setSubmitting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  /** A field's own element, or its list's for an entry ("socialLinks.2" → "socialLinks"). */
  const locate = useCallback((field: string) => {
    const root = form.current;
    return (
      root?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`) ??
      root?.querySelector<HTMLElement>(`[data-field="${CSS.escape(field.split(".")[0]!)}"]`) ??
      null
    );
  }, []);
  const fieldErrors = useFieldErrors<string>(ABOUT_FIELDS, locate);
  const { errors } = fieldErrors;
  const dirty = aboutDirty(values, saved);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  /** Changes one field and forgets its errors (and its entries'): the person is fixing it. */
  const set = <K extends keyof AboutValues>(field: K, value: AboutValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    fieldErrors.clear(field);
  };
  const entryError = (field: keyof AboutValues) => (index: number) => errors[`${field}.${index}`];

  /** The errors on their fields; the toast says once that the form has an error. */
  const showErrors = (found: AboutErrors) => {
    fieldErrors.report(found, t.t("about.error"));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const check = checkAbout(values);
    if (!check.ok) return showErrors(check.errors);
    setSubmitting(true);
    try {
      const updated = await updateMe(values);
      setSignedIn(updated);
      setValues(aboutValuesOf(updated));
      fieldErrors.set({});
      toast.success(t.t("about.updated"));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fields) showErrors(firstMessages(error.fields));
      else if (!(isApiError(error) && error.toasted)) toast.error(isApiError(error) ? error.message : t.t("about.serverError"));
    } finally {
      setSubmitting(false);
    }
  };

  const tidy = (field: "location" | "education") => () => {
    const tidied = tidyText(values[field]);
    if (tidied !== values[field]) set(field, tidied);
  };

  return (
    <form ref={form} className={styles.aboutForm} onSubmit={submit} noValidate aria-label={t.t("about.form")}>
      <Panel aria-labelledby="about-title">
        <div className={settingsPage.sectionHead}>
          <h2 id="about-title">{t.t("about.title")}</h2>
          <p>{t.t("about.lead")}</p>
        </div>
        <FieldRow>
          <TextField
            label={t.t("about.location")}
            name="location"
            data-field="location"
            autoComplete="address-level2"
            placeholder={t.t("about.locationPlaceholder")}
            limit={TEXT_LIMITS.location}
            error={errors.location}
            value={values.location}
            onChange={(event) => set("location", event.target.value)}
            onBlur={tidy("location")}
          />
          <TextField
            label={t.t("about.education")}
            name="education"
            data-field="education"
            placeholder={t.t("about.educationPlaceholder")}
            limit={TEXT_LIMITS.education}
            error={errors.education}
            value={values.education}
            onChange={(event) => set("education", event.target.value)}
            onBlur={tidy("education")}
          />
        </FieldRow>
        <LanguagesField
          value={values.languagesSpoken}
          onChange={(next) => set("languagesSpoken", next)}
          error={errors.languagesSpoken}
          entryError={entryError("languagesSpoken")}
        />
        <InterestsField
          value={values.interests}
          onChange={(next) => set("interests", next)}
          error={errors.interests}
          entryError={entryError("interests")}
        />
      </Panel>

      <Panel aria-labelledby="categories-title">
        <div className={settingsPage.sectionHead}>
          <h2 id="categories-title">{t.t("categories.title")}</h2>
          <p>{t.t("categories.lead")}</p>
        </div>
        <CategoryInterestsField
          value={values.categoryInterests}
          onChange={(next) => set("categoryInterests", next)}
          error={errors.categoryInterests}
        />
      </Panel>

      <Panel aria-labelledby="links-title">
        <div className={settingsPage.sectionHead}>
          <h2 id="links-title">{t.t("links.title")}</h2>
          <p>{t.t("links.lead")}</p>
        </div>
        <SocialLinksField
          value={values.socialLinks}
          onChange={(next) => set("socialLinks", next)}
          error={errors.socialLinks}
          entryError={entryError("socialLinks")}
        />
      </Panel>

      <div className={dirty ? `${styles.saveBar} ${styles.saveBarDirty}` : styles.saveBar}>
        <span className={styles.muted}>{dirty ? t.t("about.unsaved") : t.t("about.saved")}</span>
        <div className={styles.saveActions}>
          {dirty && (
            <Button
              variant="ghost"
              disabled={submitting}
              onClick={() => {
                setValues(saved);
                fieldErrors.set({});
              }}
            >
              {t.t("about.discard")}
            </Button>
          )}
          <Button type="submit" busy={submitting} disabled={!dirty}>
            {t.t("about.save")}
          </Button>
        </div>
      </div>
    </form>
  );
}
