import type { ReactNode } from "react";
import type { Locale } from "@kora/shared/i18n/locales.ts";
import { siteMarketplaceMessages } from "@kora/shared/i18n/messages/site-marketplace.ts";
import { siteMarketplaceSearchMessages } from "@kora/shared/i18n/messages/site-marketplace-search.ts";
import { useLocale } from "../../../lib/i18n/locale.tsx";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { CardGrid, CardTile } from "./card-tile.tsx";
import { experienceLabel, languageName, type CategoryOption } from "./categories.ts";
import { pageCount } from "./pagination.ts";
import { minorToMajor, rateBoxPrefix } from "./rates.ts";
import { activeFilterCount, clearFilters, searchHref, withFilters, type SearchFilters } from "./search-filters.ts";
import type { SearchResult } from "./marketplace.client.ts";
import { Pager } from "../../../ui/pager.tsx";
import type { MarketplaceWords } from "./marketplace-words.ts";
import type { SearchWords } from "./search-seo.ts";
import { StateBox } from "./states.tsx";
import styles from "./search.module.css";

interface Chip {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

function rateChip(t: SearchWords, filters: SearchFilters, currency: string): string {
  const amount = (minor: number) => `${rateBoxPrefix(currency)}${minorToMajor(minor)}`;
  if (filters.fromRate !== null && filters.toRate !== null)
    return `${amount(Math.min(filters.fromRate, filters.toRate))} – ${amount(Math.max(filters.fromRate, filters.toRate))}`;
  if (filters.fromRate !== null) return t.t("chip.from", { amount: amount(filters.fromRate) });
  return t.t("chip.upTo", { amount: amount(filters.toRate ?? 0) });
}

/** The filters in force, each removable on its own. */
function activeChips(
  { t, words, locale }: { t: SearchWords; words: MarketplaceWords; locale: Locale },
  filters: SearchFilters,
  categories: CategoryOption[],
  currency: string,
): Chip[] {
  const chips: Chip[] = [];
  if (filters.category)
    chips.push({
      key: "category",
      label: categories.find((option) => option.id === filters.category)?.name ?? t.t("filter.category"),
      remove: { category: null },
    });
  for (const skill of filters.skills)
    chips.push({ key: `skill-${skill}`, label: skill, remove: { skills: filters.skills.filter((item) => item !== skill) } });
  for (const code of filters.languages)
    chips.push({
      key: `lang-${code}`,
      label: languageName(code, locale),
      remove: { languages: filters.languages.filter((item) => item !== code) },
    });
  for (const value of filters.experience)
    chips.push({
      key: `exp-${value}`,
      label: experienceLabel(value, words),
      remove: { experience: filters.experience.filter((item) => item !== value) },
    });
  if (filters.fromRate !== null || filters.toRate !== null)
    chips.push({ key: "rate", label: rateChip(t, filters, currency), remove: { fromRate: null, toRate: null } });
  if (filters.proBono) chips.push({ key: "pro-bono", label: words.t("proBono"), remove: { proBono: false } });
  if (filters.timezone)
    chips.push({ key: "tz", label: t.t("chip.near", { zone: filters.timezone.replace(/_/g, " ") }), remove: { timezone: null } });
  return chips;
}

/**
 * The results for the address (`data`, for `settled`) with the filters in force as chips. While the
 * next search loads, `stale` dims the old results (the router keeps them on screen meanwhile).
 */
export function SearchResults({
  filters,
  settled,
  data,
  stale,
  categoryOptions,
  currency,
  onChange,
  onApply,
}: {
  filters: SearchFilters;
  settled: SearchFilters;
  data: SearchResult;
  stale: boolean;
  categoryOptions: CategoryOption[];
  currency: string;
  onChange: (patch: Partial<SearchFilters>) => void;
  onApply: (filters: SearchFilters) => void;
}) {
  const t = useT(siteMarketplaceSearchMessages);
  const words = useT(siteMarketplaceMessages);
  const locale = useLocale();
  const chips = activeChips({ t, words, locale }, filters, categoryOptions, currency);
  const filtered = activeFilterCount(settled) > 0;

  let body: ReactNode;
  if (data.meta.total === 0)
    body = (
      <StateBox
        icon="search"
        title={settled.query ? t.t(filtered ? "empty.queryFiltered" : "empty.query", { query: settled.query }) : t.t("empty.filters")}
        actions={
          <>
            {filtered && <Button onClick={() => onApply(clearFilters(filters))}>{t.t("filters.clear")}</Button>}
            {settled.query && (
              <Button variant="outline" onClick={() => onChange({ query: "" })}>
                {t.t("empty.clearSearch")}
              </Button>
            )}
          </>
        }
      >
        {t.t("empty.text")}
      </StateBox>
    );
  else if (data.data.length === 0) {
    const last = pageCount(data.meta.total, data.meta.limit);
    body = (
      <StateBox
        icon="search"
        title={t.t("past.title")}
        actions={<ButtonLink to={searchHref(withFilters(settled, { page: last }))}>{t.t("past.goTo", { page: String(last) })}</ButtonLink>}
      >
        {t.t("past.text", { capped: data.meta.totalCapped ? "yes" : "no", total: String(data.meta.total), last: String(last) })}
      </StateBox>
    );
  } else
    body = (
      <>
        <div className={stale ? styles.stale : undefined} aria-busy={stale || undefined}>
          <CardGrid label={t.t("results.label")}>
            {data.data.map((card) => (
              <CardTile key={card.id} card={card} />
            ))}
          </CardGrid>
        </div>
        <Pager
          numbered
          page={data.meta.page}
          pages={pageCount(data.meta.total, data.meta.limit)}
          hrefFor={(page) => searchHref(withFilters(settled, { page }))}
          label={t.t("results.pages")}
        />
      </>
    );

  return (
    <>
      {chips.length > 0 && (
        <ul className={styles.activeChips} aria-label={t.t("filters.inUse")}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" onClick={() => onChange(chip.remove)} aria-label={t.t("filters.remove", { label: chip.label })}>
                {chip.label}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.clearAll} onClick={() => onApply(clearFilters(filters))}>
              {t.t("filters.clear")}
            </button>
          </li>
        </ul>
      )}
      {body}
    </>
  );
}
