import { useEffect, useState } from "react";
import type { ActivityFilter, MemberFilters } from "@kora/shared/contracts/groups.ts";
import type { ActivityWindow, CountBucket } from "@kora/shared/domain/groups/activity.ts";
import { groupsConsoleMessages } from "@kora/shared/i18n/messages/groups-console.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Icon } from "../../../ui/icon.tsx";
import { ACTIVITY_KEYS, type ActivityKey, activityTitle, bucketOptions, roleOptions, windowOptions } from "./console-filters.ts";
import styles from "./members.module.css";

const SEARCH_DELAY_MS = 300;

function RoleSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (role: string | undefined) => void;
}) {
  const t = useT(groupsConsoleMessages);
  return (
    <label className={styles.filter}>
      <span>{label}</span>
      <select value={value ?? ""} onChange={(event) => onChange(event.target.value || undefined)}>
        <option value="">{t.t("filters.anyRole")}</option>
        {roleOptions(t).map((role) => (
          <option key={role.value} value={role.value}>
            {role.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A window and a count bucket: both chosen filters, "Any" clears it (core §9 windows and buckets). */
function ActivitySelect({
  name,
  value,
  onChange,
}: {
  name: ActivityKey;
  value: ActivityFilter | undefined;
  onChange: (filter: ActivityFilter | undefined) => void;
}) {
  const t = useT(groupsConsoleMessages);
  const window = value?.window ?? "7d";
  const title = activityTitle(name, t);
  return (
    <fieldset className={styles.activity}>
      <legend>{title}</legend>
      <select
        aria-label={t.t("filters.howMany", { activity: title })}
        value={value?.count ?? ""}
        onChange={(event) => onChange(event.target.value ? { window, count: event.target.value as CountBucket } : undefined)}
      >
        <option value="">{t.t("filters.any")}</option>
        {bucketOptions(t).map((bucket) => (
          <option key={bucket.value} value={bucket.value}>
            {bucket.label}
          </option>
        ))}
      </select>
      <select
        aria-label={t.t("filters.when", { activity: title })}
        value={window}
        disabled={!value}
        onChange={(event) => value && onChange({ ...value, window: event.target.value as ActivityWindow })}
      >
        {windowOptions(t).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </fieldset>
  );
}

/** The five member filters (core §7): name, role, role when joined, and log-in / InMail / booking activity. */
export function MemberFilterBar({ filters, onChange }: { filters: MemberFilters; onChange: (filters: MemberFilters) => void }) {
  const t = useT(groupsConsoleMessages);
  const [typed, setTyped] = useState(filters.searchName ?? "");
  const current = filters.searchName ?? "";
  // The box follows the address (back, clear), and the address follows the box after a pause.
  useEffect(() => setTyped(current), [current]);
  useEffect(() => {
    if (typed.trim() === current) return;
    const timer = setTimeout(() => onChange({ ...filters, searchName: typed.trim() || undefined }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, current, filters, onChange]);
  const set = <K extends keyof MemberFilters>(key: K, value: MemberFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <form className={styles.filters} aria-label={t.t("filters.label")} onSubmit={(event) => event.preventDefault()}>
      <label className={`${styles.filter} ${styles.searchFilter}`}>
        <span>{t.t("filters.name")}</span>
        <span className={styles.searchBox}>
          <Icon name="search" size={16} />
          <input
            type="search"
            placeholder={t.t("filters.search")}
            value={typed}
            maxLength={80}
            onChange={(event) => setTyped(event.target.value)}
          />
        </span>
      </label>
      <RoleSelect label={t.t("filters.role")} value={filters.groupRole} onChange={(role) => set("groupRole", role)} />
      <RoleSelect
        label={t.t("filters.roleWhenJoined")}
        value={filters.groupRoleWhenJoined}
        onChange={(role) => set("groupRoleWhenJoined", role)}
      />
      {ACTIVITY_KEYS.map((key) => (
        <ActivitySelect key={key} name={key} value={filters[key]} onChange={(value) => set(key, value)} />
      ))}
    </form>
  );
}
