/** Text for the card page. Pure: dates are the API's strings, "now" and zones are passed in. */

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2024-03" → "Mar 2024" (work history and qualification dates are year-months). */
export function formatYearMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${month} ${match[1]}` : value;
}

/** "Mar 2019 – Present" / "Mar 2019 – Jun 2022". */
export const workPeriod = (start: string, end: string | null) => `${formatYearMonth(start)} – ${end ? formatYearMonth(end) : "Present"}`;

/** Session lengths: under 60 minutes in minutes, otherwise hours to 1 decimal (core §9). */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}

/** The advisor's local time, like "9:05 am". */
export function localTime(timeZone: string, now: Date, locale = "en-AU"): string | null {
  try {
    return new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(now).replace(/\u202f/g, " ");
  } catch {
    return null;
  }
}

/** "Europe/London" → "London"; "America/Argentina/Buenos_Aires" → "Buenos Aires". */
export const zoneCity = (timeZone: string) => (timeZone.split("/").at(-1) ?? timeZone).replace(/_/g, " ");

/** The site a link goes to, without "www.". */
export function linkHost(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/** A review's date, like "21 Nov 2026". */
export function reviewDate(iso: string, locale = "en-AU"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(date);
}
