import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { Button } from "../../../ui/button.tsx";
import { SelectField, TextField } from "../../../ui/text-field.tsx";
import {
  ARCHIVE_STATUS_LABELS,
  isFiltered,
  readFilters,
  ROLE_FILTER_LABELS,
  writeFilters,
  type BookingList,
  type ListFilters,
} from "./booking-lists.ts";
import styles from "../bookings.module.css";

/** The list's filters, kept in the address so a filtered list can be shared and survives a reload. */
export function useListFilters(list: BookingList): [ListFilters, (next: Partial<ListFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params, list);
  const update = (next: Partial<ListFilters>) => setParams(writeFilters({ ...filters, page: 1, ...next }), { replace: true });
  return [filters, update];
}

/** Role, other party or card, and (in the archive) status (core §7 list filters). */
export function ListFiltersBar({
  list,
  filters,
  onChange,
}: {
  list: BookingList;
  filters: ListFilters;
  onChange: (next: Partial<ListFilters>) => void;
}) {
  const [text, setText] = useState(filters.query);
  useEffect(() => setText(filters.query), [filters.query]);
  // Typing settles for a moment before the list is asked again; over its limit, the field says so and the list waits.
  const over = tooLong(text, TEXT_LIMITS.search) !== null;
  useEffect(() => {
    if (over || text.trim() === filters.query) return;
    const timer = setTimeout(() => onChange({ query: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [over, text, filters.query, onChange]);

  return (
    <form
      className={styles.filters}
      role="search"
      aria-label="Filter bookings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!over) onChange({ query: text.trim() });
      }}
    >
      <div className={styles.filterSearch}>
        <TextField
          label="Search"
          type="search"
          placeholder="Person or card"
          value={text}
          onChange={(event) => setText(event.target.value)}
          limit={TEXT_LIMITS.search}
        />
      </div>
      <SelectField
        label="Your role"
        value={filters.role ?? ""}
        onChange={(event) => onChange({ role: (event.target.value || null) as ListFilters["role"] })}
      >
        <option value="">All roles</option>
        {Object.entries(ROLE_FILTER_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {list === "archive" && (
        <SelectField
          label="Status"
          value={filters.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || null) as ListFilters["status"] })}
        >
          <option value="">Any status</option>
          {Object.entries(ARCHIVE_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      )}
      {isFiltered(filters) && (
        <Button
          variant="ghost"
          size="small"
          className={styles.filterClear}
          onClick={() => onChange({ role: null, query: "", status: null })}
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
