import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { CardGrid, CardTile } from "./card-tile.tsx";
import { experienceLabel, languageName, type CategoryOption } from "./categories.ts";
import { pageCount } from "./pagination.ts";
import { minorToMajor, rateBoxPrefix } from "./rates.ts";
import { activeFilterCount, clearFilters, searchHref, withFilters, type SearchFilters } from "./search-filters.ts";
import type { SearchResult } from "./marketplace.client.ts";
import { Pager } from "../../../ui/pager.tsx";
import { StateBox } from "./states.tsx";
import styles from "./search.module.css";

interface Chip {
  key: string;
  label: string;
  remove: Partial<SearchFilters>;
}

function rateChip(filters: SearchFilters, currency: string): string {
  const amount = (minor: number) => `${rateBoxPrefix(currency)}${minorToMajor(minor)}`;
  if (filters.fromRate !== null && filters.toRate !== null)
    return `${amount(Math.min(filters.fromRate, filters.toRate))} – ${amount(Math.max(filters.fromRate, filters.toRate))}`;
  if (filters.fromRate !== null) return `From ${amount(filters.fromRate)}`;
  return `Up to ${amount(filters.toRate ?? 0)}`;
}

/** The filters in force, each removable on its own. */
function activeChips(filters: SearchFilters, categories: CategoryOption[], currency: string): Chip[] {
  const chips: Chip[] = [];
  if (filters.category)
    chips.push({
      key: "category",
      label: categories.find((option) => option.id === filters.category)?.name ?? "Category",
      remove: { category: null },
    });
  for (const skill of filters.skills)
    chips.push({ key: `skill-${skill}`, label: skill, remove: { skills: filters.skills.filter((item) => item !== skill) } });
  for (const code of filters.languages)
    chips.push({
      key: `lang-${code}`,
      label: languageName(code),
      remove: { languages: filters.languages.filter((item) => item !== code) },
    });
  for (const value of filters.experience)
    chips.push({
      key: `exp-${value}`,
      label: experienceLabel(value),
      remove: { experience: filters.experience.filter((item) => item !== value) },
    });
  if (filters.fromRate !== null || filters.toRate !== null)
    chips.push({ key: "rate", label: rateChip(filters, currency), remove: { fromRate: null, toRate: null } });
  if (filters.proBono) chips.push({ key: "pro-bono", label: "Pro bono", remove: { proBono: false } });
  if (filters.timezone) chips.push({ key: "tz", label: `Near ${filters.timezone.replace(/_/g, " ")}`, remove: { timezone: null } });
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
  const chips = activeChips(filters, categoryOptions, currency);
  const filtered = activeFilterCount(settled) > 0;

  let body: ReactNode;
  if (data.meta.total === 0)
    body = (
      <StateBox
        icon="search"
        title={
          settled.query ? `No advisors match “${settled.query}”${filtered ? " with these filters" : ""}` : "No advisors match these filters"
        }
        actions={
          <>
            {filtered && <Button onClick={() => onApply(clearFilters(filters))}>Clear filters</Button>}
            {settled.query && (
              <Button variant="outline" onClick={() => onChange({ query: "" })}>
                Clear the search
              </Button>
            )}
          </>
        }
      >
        Try fewer filters or different words. New advisors publish their cards every week.
      </StateBox>
    );
  else if (data.data.length === 0) {
    const last = pageCount(data.meta.total, data.meta.limit);
    body = (
      <StateBox
        icon="search"
        title="This page is past the end of the results"
        actions={<ButtonLink to={searchHref(withFilters(settled, { page: last }))}>Go to page {last}</ButtonLink>}
      >
        There are {data.meta.totalCapped ? "more than 1,000" : data.meta.total} advisors for this search; the results go to page {last}.
      </StateBox>
    );
  } else
    body = (
      <>
        <div className={stale ? styles.stale : undefined} aria-busy={stale || undefined}>
          <CardGrid label="Search results">
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
          label="Search result pages"
        />
      </>
    );

  return (
    <>
      {chips.length > 0 && (
        <ul className={styles.activeChips} aria-label="Filters in use">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" onClick={() => onChange(chip.remove)} aria-label={`Remove filter ${chip.label}`}>
                {chip.label}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.clearAll} onClick={() => onApply(clearFilters(filters))}>
              Clear filters
            </button>
          </li>
        </ul>
      )}
      {body}
    </>
  );
}
