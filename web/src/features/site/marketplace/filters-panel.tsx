import { useId, useState, type ReactNode } from "react";
import type { Currency } from "@kora/shared/constants.ts";
import { YEARS_OF_EXPERIENCE } from "@kora/shared/domain/cards/options.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { experienceLabel, languageOptions, type CategoryOption } from "./categories.ts";
import { majorToMinor, minorToMajor, rateBoxPrefix } from "./rates.ts";
import { activeFilterCount, addSkill, type SearchFilters } from "./search-filters.ts";
import styles from "./search.module.css";

interface PanelProps {
  filters: SearchFilters;
  categories: CategoryOption[];
  /** The currency rate bounds are typed in (the link's, else the viewer's). */
  currency: Currency;
  /** The viewer's own zone, for "near my timezone" (null until the browser has said which). */
  myTimezone: string | null;
  onChange: (patch: Partial<SearchFilters>) => void;
  onClear: () => void;
}

function Group({ title, children, htmlFor }: { title: string; children: ReactNode; htmlFor?: string }) {
  const Title = htmlFor ? "label" : "legend";
  const Wrap = htmlFor ? "div" : "fieldset";
  return (
    <Wrap className={styles.group}>
      <Title className={styles.groupTitle} htmlFor={htmlFor}>
        {title}
      </Title>
      {children}
    </Wrap>
  );
}

const toggle = <T,>(list: readonly T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);

/** A rate box that commits on blur or Enter (not per keystroke, which would flood history). */
function RateBox({
  label,
  value,
  prefix,
  onCommit,
}: {
  label: string;
  value: number | null;
  prefix: string;
  onCommit: (minor: number | null) => void;
}) {
  const t = useT(siteMarketplaceSearchMessages);
  const [text, setText] = useState(minorToMajor(value));
  const id = useId();
  const commit = () => {
    const minor = majorToMinor(text);
    setText(minorToMajor(minor));
    if (minor !== value) onCommit(minor);
  };
  return (
    <div className={styles.rateBox}>
      <label htmlFor={id} className={styles.rateLabel}>
        {label}
      </label>
      <span className={styles.rateInput}>
        <span aria-hidden="true">{prefix}</span>
        <input
          id={id}
          inputMode="decimal"
          value={text}
          placeholder={t.t("filter.rateAny")}
          onChange={(event) => setText(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => event.key === "Enter" && commit()}
        />
      </span>
    </div>
  );
}

function SkillsFilter({ skills, onChange }: { skills: string[]; onChange: (skills: string[]) => void }) {
  const t = useT(siteMarketplaceSearchMessages);
  const [typed, setTyped] = useState("");
  const id = useId();
  const add = () => {
    const next = addSkill(skills, typed);
    setTyped("");
    if (next.length !== skills.length) onChange(next);
  };
  return (
    <Group title={t.t("filter.skills")} htmlFor={id}>
      <div className={styles.skillEntry}>
        <input
          id={id}
          className={styles.input}
          value={typed}
          placeholder={t.t("filter.skillsPlaceholder")}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="outline" size="small" onClick={add} disabled={!typed.trim()}>
          {t.t("filter.add")}
        </Button>
      </div>
      {skills.length > 0 && (
        <ul className={styles.tokens} aria-label={t.t("filter.skillsChosen")}>
          {skills.map((skill) => (
            <li key={skill}>
              {skill}
              <button
                type="button"
                onClick={() => onChange(skills.filter((item) => item !== skill))}
                aria-label={t.t("filter.removeSkill", { skill })}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Group>
  );
}

/** The search filters (core §7 parameters). Each change goes straight to the address bar. */
export function FiltersPanel({ filters, categories, currency, myTimezone, onChange, onClear }: PanelProps) {
  const t = useT(siteMarketplaceSearchMessages);
  const words = useT(siteMarketplaceMessages);
  const locale = useLocale();
  const categoryId = useId();
  const timezone = filters.timezone ?? myTimezone;
  const mine = myTimezone ?? "UTC";
  const prefix = rateBoxPrefix(currency);
  return (
    <div className={styles.panel}>
      <Group title={t.t("filter.category")} htmlFor={categoryId}>
        <select
          id={categoryId}
          className={styles.select}
          value={filters.category ?? ""}
          onChange={(event) => onChange({ category: event.target.value || null })}
        >
          <option value="">{t.t("filter.allCategories")}</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {`${"\u00a0\u00a0\u00a0".repeat(option.depth)}${option.name}`}
            </option>
          ))}
          {filters.category && !categories.some((option) => option.id === filters.category) && (
            <option value={filters.category}>{t.t("filter.thisCategory")}</option>
          )}
        </select>
      </Group>

      <SkillsFilter key={filters.skills.join(",")} skills={filters.skills} onChange={(skills) => onChange({ skills })} />

      <Group title={t.t("filter.rate", { currency })}>
        <div className={styles.rates} key={`${filters.fromRate}-${filters.toRate}-${currency}`}>
          <RateBox
            label={t.t("filter.rateFrom")}
            value={filters.fromRate}
            prefix={prefix}
            onCommit={(fromRate) => onChange({ fromRate, currency: filters.currency ?? currency })}
          />
          <RateBox
            label={t.t("filter.rateTo")}
            value={filters.toRate}
            prefix={prefix}
            onCommit={(toRate) => onChange({ toRate, currency: filters.currency ?? currency })}
          />
        </div>
      </Group>

      <Group title={t.t("filter.experience")}>
        <div className={styles.pills}>
          {YEARS_OF_EXPERIENCE.map((value) => (
            <label key={value} className={styles.pill}>
              <input
                type="checkbox"
                checked={filters.experience.includes(value)}
                onChange={() => onChange({ experience: YEARS_OF_EXPERIENCE.filter((v) => toggle(filters.experience, value).includes(v)) })}
              />
              <span>{experienceLabel(value, words)}</span>
            </label>
          ))}
        </div>
      </Group>

      <Group title={t.t("filter.languages")}>
        <div className={styles.checkList}>
          {languageOptions(locale).map((language) => (
            <label key={language.code} className={styles.check}>
              <input
                type="checkbox"
                checked={filters.languages.includes(language.code)}
                onChange={() => onChange({ languages: toggle(filters.languages, language.code) })}
              />
              <span>{language.name}</span>
            </label>
          ))}
        </div>
      </Group>

      <Group title={t.t("filter.more")}>
        <label className={styles.check}>
          <input type="checkbox" checked={filters.proBono} onChange={(event) => onChange({ proBono: event.target.checked })} />
          <span>{t.t("filter.proBono")}</span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.timezone !== null}
            onChange={(event) => onChange({ timezone: event.target.checked ? mine : null })}
          />
          <span>
            {filters.timezone && filters.timezone !== myTimezone ? t.t("filter.near") : t.t("filter.nearMine")}
            {timezone && <small className={styles.muted}> ({timezone.replace(/_/g, " ")})</small>}
          </span>
        </label>
      </Group>

      {activeFilterCount(filters) > 0 && (
        <Button variant="ghost" size="small" onClick={onClear}>
          {t.t("filters.clear")}
        </Button>
      )}
    </div>
  );
}
