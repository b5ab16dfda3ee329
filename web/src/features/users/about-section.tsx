import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { Me } from "@kora/shared/contracts/users.ts";
import { formErrorToast, formUpdatedToast, MESSAGES } from "@kora/shared/messages.ts";
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

/**
 * About you, languages, interests, category interests and social links: one form over three
 * sections, saved together with PUT /api/me. Checked by the API's own schema before sending; the
 * errors show on their fields, the first is scrolled to, and the toast says the form has an error.
 */
export function AboutSection({ me, onDirtyChange }: { me: Me; onDirtyChange: (dirty: boolean) => void }) {
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
    fieldErrors.report(found, formErrorToast("profile"));
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
      toast.success(formUpdatedToast("profile"));
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fields) showErrors(firstMessages(error.fields));
      else if (!(isApiError(error) && error.toasted)) toast.error(isApiError(error) ? error.message : MESSAGES.server);
    } finally {
      setSubmitting(false);
    }
  };

  const tidy = (field: "location" | "education") => () => {
    const tidied = tidyText(values[field]);
    if (tidied !== values[field]) set(field, tidied);
  };

  return (
    <form ref={form} className={styles.aboutForm} onSubmit={submit} noValidate aria-label="Your profile">
      <Panel aria-labelledby="about-title">
        <div className={settingsPage.sectionHead}>
          <h2 id="about-title">About you</h2>
          <p>What learners and advisors see on your profile.</p>
        </div>
        <FieldRow>
          <TextField
            label="Location"
            name="location"
            data-field="location"
            autoComplete="address-level2"
            placeholder="e.g. Bristol, UK"
            limit={TEXT_LIMITS.location}
            error={errors.location}
            value={values.location}
            onChange={(event) => set("location", event.target.value)}
            onBlur={tidy("location")}
          />
          <TextField
            label="Education"
            name="education"
            data-field="education"
            placeholder="e.g. MSc Data Science, University of Leeds"
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
          <h2 id="categories-title">Category interests</h2>
          <p>The kinds of advice you're looking for or give.</p>
        </div>
        <CategoryInterestsField
          value={values.categoryInterests}
          onChange={(next) => set("categoryInterests", next)}
          error={errors.categoryInterests}
        />
      </Panel>

      <Panel aria-labelledby="links-title">
        <div className={settingsPage.sectionHead}>
          <h2 id="links-title">Social links</h2>
          <p>Where people can learn more about you.</p>
        </div>
        <SocialLinksField
          value={values.socialLinks}
          onChange={(next) => set("socialLinks", next)}
          error={errors.socialLinks}
          entryError={entryError("socialLinks")}
        />
      </Panel>

      <div className={dirty ? `${styles.saveBar} ${styles.saveBarDirty}` : styles.saveBar}>
        <span className={styles.muted}>{dirty ? "You have unsaved changes to your profile." : "Your profile is saved."}</span>
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
              Discard
            </Button>
          )}
          <Button type="submit" busy={submitting} disabled={!dirty}>
            Save profile
          </Button>
        </div>
      </div>
    </form>
  );
}
