import { useId } from "react";
import { useLocation } from "react-router-dom";
import { localePath } from "@kora/shared/i18n/paths.ts";
import { LOCALE_NAMES, LOCALES, type Locale } from "@kora/shared/i18n/locales.ts";
import { commonMessages } from "@kora/shared/i18n/messages/common.ts";
import { useChangeLocale } from "../../lib/i18n/app-locale.tsx";
import { useLocale } from "../../lib/i18n/locale.tsx";
import { useLocalizedRoutes } from "../../lib/i18n/localized-routes.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { toast } from "../../lib/toast/toast.atoms.ts";
import { Icon } from "../../ui/icon.tsx";
import styles from "./language-picker.module.css";

/**
 * Kora's languages, each named in itself (and marked with its `lang`, so a screen reader says
 * "Svenska" in Swedish). Choosing one keeps it (in a cookie, and on the account of someone signed
 * in) and shows the page in it: at once in the app; on the public site, at the page's address in
 * that language.
 */
export function LanguagePicker({
  tone = "light",
  labelled = false,
  compact = false,
}: {
  tone?: "light" | "dark";
  labelled?: boolean;
  /** The header's: the globe and the language's code ("FR"), the list opening over them. */
  compact?: boolean;
}) {
  const id = useId();
  const locale = useLocale();
  const change = useChangeLocale();
  const t = useT(commonMessages);
  const localized = useLocalizedRoutes();
  const { pathname, search, hash } = useLocation();
  return (
    <div className={[styles.picker, tone === "dark" && styles.dark, compact && styles.compact].filter(Boolean).join(" ")}>
      <Icon name="globe" size={18} />
      {compact && (
        <span className={styles.code} aria-hidden="true">
          {locale.toUpperCase()}
        </span>
      )}
      <label htmlFor={id} className={labelled ? styles.label : "visually-hidden"}>
        {t.t("language.label")}
      </label>
      <select
        id={id}
        className={styles.select}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value as Locale;
          change(chosen, { show: !localized })
            .catch(() => toast.error(t.t("language.notSaved")))
            .finally(() => {
              if (localized) window.location.assign(`${localePath(chosen, pathname)}${search}${hash}`);
            });
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
