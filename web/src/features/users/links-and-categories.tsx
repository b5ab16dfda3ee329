import { useId, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { fillMessage } from "@kora/shared/messages.ts";
import { checkSocialLink, PROFILE_LIMITS, tooManyMessage } from "@kora/shared/domain/users/profile-rules.ts";
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

/** A link as the list shows it: host and path, without the scheme. */
const shortLink = (url: string) => url.replace(/^https?:\/\/(www\.)?/i, "");

/**
 * Social links: a list of pages with their network's icon (core §9), each removable, and a field to
 * add one. A link on a checked network must be a profile there (public-site §5); any other http(s)
 * page — a blog, Medium, Google Scholar — is welcome.
 */
export function SocialLinksField({ value, onChange, error, entryError }: ListFieldProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const full = value.length >= PROFILE_LIMITS.socialLinks;
  const listError = Array.from({ length: value.length }, (_, index) => entryError?.(index)).find(Boolean);
  const message = problem ?? error ?? listError;

  const add = () => {
    if (!text.trim()) return;
    const check = checkSocialLink(text);
    if (!check.ok) return setProblem(check.message);
    if (value.some((other) => sameLink(other, check.url))) return setProblem(fillMessage("notInArray"));
    if (full) return setProblem(tooManyMessage(PROFILE_LIMITS.socialLinks, "links"));
    onChange([...value, check.url]);
    setText("");
    setProblem(null);
  };

  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        Add a link
      </label>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        Up to {PROFILE_LIMITS.socialLinks}: your LinkedIn, GitHub or other profiles, a website or an article you wrote.
      </p>
      {value.length > 0 && (
        <ul className={styles.links} aria-label="Your links">
          {value.map((url, index) => {
            const icon = linkIcon(url);
            const bad = entryError?.(index);
            return (
              <li key={url} className={bad ? `${styles.link} ${styles.linkBad}` : styles.link}>
                <span className={styles.linkIcon} title={LINK_ICON_NAMES[icon]}>
                  <LinkIcon name={icon} size={18} />
                  <span className="visually-hidden">{LINK_ICON_NAMES[icon]}:</span>
                </span>
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className={styles.linkText}>
                  {shortLink(url)}
                </a>
                <button
                  type="button"
                  className={styles.linkRemove}
                  data-field={`socialLinks.${index}`}
                  aria-label={`Remove ${shortLink(url)}`}
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
        placeholder={full ? `That's ${PROFILE_LIMITS.socialLinks} links` : "e.g. linkedin.com/in/your-name"}
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
      <legend className={fieldStyles.label}>Categories you're interested in</legend>
      <p className={fieldStyles.hint} id={`${id}-hint`}>
        Up to {PROFILE_LIMITS.categoryInterests}. We use them to suggest advisors.
        {full && " That's the most you can choose."}
      </p>
      {tree.isPending && <p className={fieldStyles.hint}>Loading categories…</p>}
      {tree.isError && <p className={fieldStyles.hint}>The categories could not be loaded. Please reload the page.</p>}
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
