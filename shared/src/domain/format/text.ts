/** Display rules shared by every screen (core §9). Pure; runtime-neutral Intl only. */

/** Session lengths: under 60 minutes in minutes, otherwise hours to 1 decimal ("30 min", "1.5 hours"). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-03" → "Mar 2024" (work history and qualification dates are year-months); anything else as it is. */
export function formatYearMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}

const LANGUAGES = new Intl.DisplayNames(["en"], { type: "language" });

/** "fr" → "French"; a code the runtime cannot name is shown as it is. */
export function languageName(code: string): string {
  try {
    return LANGUAGES.of(code) ?? code;
  } catch {
    return code;
  }
}
