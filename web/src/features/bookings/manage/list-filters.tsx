import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { BOOKING_ROLES } from "@kora/shared/contracts/bookings.ts";
import { TEXT_LIMITS, tooLong } from "@kora/shared/domain/validation/text-limit.ts";
import { bookingsManageMessages } from "@kora/shared/i18n/messages/bookings-manage.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Button } from "../../../ui/button.tsx";
import { SelectField, TextField } from "../../../ui/text-field.tsx";
import { ARCHIVE_STATUS_FILTER_NAMES, isFiltered, readFilters, writeFilters, type BookingList, type ListFilters } from "./booking-lists.ts";
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
  const t = useT(bookingsManageMessages);
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
      aria-label={t.t("filters.label")}
      onSubmit={(event) => {
        event.preventDefault();
        if (!over) onChange({ query: text.trim() });
      }}
    >
      <div className={styles.filterSearch}>
        <TextField
          label={t.t("filters.search")}
          type="search"
          placeholder={t.t("filters.searchPlaceholder")}
          value={text}
          onChange={(event) => setText(event.target.value)}
          limit={TEXT_LIMITS.search}
        />
      </div>
      <SelectField
        label={t.t("filters.role")}
        value={filters.role ?? ""}
        onChange={(event) => onChange({ role: (event.target.value || null) as ListFilters["role"] })}
      >
        <option value="">{t.t("filters.allRoles")}</option>
        {BOOKING_ROLES.map((role) => (
          <option key={role} value={role}>
            {t.t(`roleFilter.${role}`)}
          </option>
        ))}
      </SelectField>
      {list === "archive" && (
        <SelectField
          label={t.t("filters.status")}
          value={filters.status ?? ""}
          onChange={(event) => onChange({ status: (event.target.value || null) as ListFilters["status"] })}
        >
          <option value="">{t.t("filters.anyStatus")}</option>
          {ARCHIVE_STATUS_FILTER_NAMES.map((status) => (
            <option key={status} value={status}>
              {t.t(`archiveStatus.${status}`)}
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
          {t.t("filters.clear")}
        </Button>
      )}
    </form>
  );
}
