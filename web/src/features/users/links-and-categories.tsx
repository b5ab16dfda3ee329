import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { fillMessage } from "@kora/shared/messages.ts";
import { checkSocialLink, PROFILE_LIMITS } from "@kora/shared/domain/users/profile-rules.ts";
import { usersMessages } from "@kora/shared/i18n/messages/users.ts";
import type { KeyOf, Translator } from "@kora/shared/i18n/translate.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { linkIcon } from "@kora/shared/domain/cards/link-icon.ts";
import { categoriesQuery } from "../../lib/catalog.ts";
import { Icon } from "../../ui/icon.tsx";
import { LINK_ICON_NAMES, LinkIcon } from "../../ui/link-icon.tsx";
import fieldStyles from "../../ui/field.module.css";
import { CategoryPills } from "../../ui/category-pills.tsx";
import { AddRow, type ListFieldProps } from "./chips-fields.tsx";
import styles from "./profile.module.css";
import { FieldError } from "../../ui/field-errors.tsx";

/** The same page whatever its scheme, case of host or trailing slash. */
const sameLink = (a: string, b: string) => {
  const key = (url: string) =>
    url
      .replace(/^https?:\/\//i, "")
      .replace(/\/$/, "")
      .toLowerCase();
  return key(a) === key(b);
};

/** The shared link check's words in the page's language: a bad link, or a network page that isn't a profile. */
function linkProblem(t: Translator<KeyOf<typeof usersMessages>>, message: string): string {
  if (message === fillMessage("url")) return t.t("links.invalid");
  const network = /^Please provide a valid (.+) profile url\.$/.exec(message)?.[1];
  return network ? t.t("links.notProfile", { network }) : message;
}

/** A link as the list shows it: host and path, without the scheme. */
const shortLink = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, "");

/**
 * Social links: a list of pages with their network's icon (core §9), each removable, and a field to
 * add one. A link on a checked network must be a profile there (public-site §5); any other http(s)
 * page — a blog, Medium, Google Scholar — is welcome.
 */
export function SocialLinksField({ value, onChange, error, entryError }: ListFieldProps) {
  const id = useId();
  const t = useT(usersMessages);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.socialLinks;
  const listError = Array.from({ length: value.length }, (_, index) => entryError?.(index)).find(Boolean);
  const message = problem ?? error ?? listError;

  const add = () => {
    if (!text.trim()) return;
    const check = checkSocialLink(text);
    if (!check.ok) return setProblem(linkProblem(t, check.message));
    if (value.some((other) => sameLink(other, check.url))) return setProblem(t.t("list.alreadyChosen"));
    if (full) return setProblem(t.t("links.tooMany", { max: PROFILE_LIMITS.socialLinks }));
    onChange([...value, check.url]);
    setText("");
    setProblem(null);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {t.t("links.add")}
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t.t("links.hint", { max: PROFILE_LIMITS.socialLinks })}
      </p>
      {value.length > 0 && (
        <ul className={styles.links} aria-label={t.t("links.yours")}>
          {value.map((url, index) => {
            const icon = linkIcon(url);
            const iconName = icon === "article" ? t.t("links.article") : LINK_ICON_NAMES[icon];
            const bad = entryError?.(index);
            return (
              <li key={url} className={bad ? `${styles.link} ${styles.linkBad}` : styles.link}>
                <span className={styles.linkIcon} title={iconName}>
                  <LinkIcon name={icon} size={18} />
                  <span className="visually-hidden">{t.t("links.iconName", { name: iconName ?? "" })}</span>
                </span>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={styles.linkText}>
                  {shortLink(url)}
                </a>
                <button
                  type="button"
                  className={styles.linkRemove}
                  data-field={`socialLinks.${index}`}
                  aria-label={t.t("list.remove", { item: shortLink(url) })}
                  onClick={() => {
                    setProblem(null);
                    onChange(value.filter((_, other) => other !== index));
                  }}
                >
                  <Icon name="close" size={16} />
                </button>
                {bad && <span className={styles.linkProblem}>{bad}</span>}
              </li>
            );
          })}
        </ul>
      )}
      <AddRow
        id={id}
        field="socialLinks"
        type="url"
        text={text}
        full={full}
        placeholder={full ? t.t("links.full", { max: PROFILE_LIMITS.socialLinks }) : t.t("links.placeholder")}
        invalid={Boolean(message)}
        onText={(typed) => {
          setText(typed);
          setProblem(null);
        }}
        onAdd={add}
      />
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

/** Category interests: checkbox pills of the sub-categories (or a childless top-level one), grouped under their top-level category. */
export function CategoryInterestsField({ value, onChange, error }: ListFieldProps) {
  const id = useId();
  const t = useT(usersMessages);
  const tree = useQuery(categoriesQuery);
  const full = value.length >= PROFILE_LIMITS.categoryInterests;
  const toggle = (categoryId: string, on: boolean) => onChange(on ? [...value, categoryId] : value.filter((other) => other !== categoryId));

  return (
    <fieldset
      className={styles.group}
      data-field="categoryInterests"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={[`${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ")}
    >
      <legend className={fieldStyles.label}>{t.t("categories.label")}</legend>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        {t.t("categories.hint", { max: PROFILE_LIMITS.categoryInterests })}
        {full && ` ${t.t("categories.full")}`}
      </p>
      {tree.isPending && <p className={fieldStyles.hint}>{t.t("categories.loading")}</p>}
      {tree.isError && <p className={fieldStyles.hint}>{t.t("categories.failed")}</p>}
      <div className={styles.categoryPills}>
        <CategoryPills tree={tree.data ?? []} chosen={value} full={full} onToggle={toggle} />
      </div>
      {error && (
        <p className={fieldStyles.error} id={`${id}-error`} role="alert">
          <span aria-hidden="true">!</span> {error}
        </p>
      )}
    </fieldset>
  );
}
