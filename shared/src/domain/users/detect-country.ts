import { canonicalTimezone } from "../validation/timezones.ts";

/**
 * A first guess at someone's country from what a browser tells about them: its IANA time zone and
 * its languages ("en-GB"). The person confirms or changes the guess; nothing is decided by it alone.
 * Pure: the zone and languages are passed in.
 */

/**
 * Zones that lie in one country, for the places most of our users write from, a country and its zones
 * per line (a zone outside this list falls back to the language's region).
 */
const ZONES_BY_COUNTRY = `
AU Australia/Sydney Australia/Melbourne Australia/Brisbane Australia/Perth Australia/Adelaide Australia/Hobart
AU Australia/Darwin Australia/Canberra Australia/Lord_Howe Australia/Broken_Hill Australia/Lindeman Australia/Eucla
NZ Pacific/Auckland Pacific/Chatham
FJ Pacific/Fiji
PG Pacific/Port_Moresby
GB Europe/London Europe/Belfast
IE Europe/Dublin
PT Europe/Lisbon
ES Europe/Madrid
FR Europe/Paris
BE Europe/Brussels
NL Europe/Amsterdam
LU Europe/Luxembourg
DE Europe/Berlin
CH Europe/Zurich
AT Europe/Vienna
IT Europe/Rome
MT Europe/Malta
DK Europe/Copenhagen
SE Europe/Stockholm
NO Europe/Oslo
FI Europe/Helsinki
PL Europe/Warsaw
CZ Europe/Prague
SK Europe/Bratislava
HU Europe/Budapest
SI Europe/Ljubljana
HR Europe/Zagreb
RS Europe/Belgrade
RO Europe/Bucharest
BG Europe/Sofia
GR Europe/Athens
TR Europe/Istanbul
UA Europe/Kyiv Europe/Kiev
EE Europe/Tallinn
LV Europe/Riga
LT Europe/Vilnius
IS Atlantic/Reykjavik
CY Asia/Nicosia
MC Europe/Monaco
US America/New_York America/Chicago America/Denver America/Phoenix America/Los_Angeles America/Anchorage
US America/Detroit America/Boise America/Indiana/Indianapolis Pacific/Honolulu
CA America/Toronto America/Vancouver America/Edmonton America/Winnipeg America/Halifax America/St_Johns
CA America/Regina America/Montreal
MX America/Mexico_City
CO America/Bogota
PE America/Lima
CL America/Santiago
AR America/Argentina/Buenos_Aires America/Buenos_Aires
BR America/Sao_Paulo
SG Asia/Singapore
HK Asia/Hong_Kong
JP Asia/Tokyo
KR Asia/Seoul
CN Asia/Shanghai
TW Asia/Taipei
PH Asia/Manila
ID Asia/Jakarta
MY Asia/Kuala_Lumpur
TH Asia/Bangkok
VN Asia/Ho_Chi_Minh
IN Asia/Kolkata Asia/Calcutta
PK Asia/Karachi
BD Asia/Dhaka
LK Asia/Colombo
NP Asia/Kathmandu
AE Asia/Dubai
SA Asia/Riyadh
QA Asia/Qatar
IL Asia/Jerusalem Asia/Tel_Aviv
EG Africa/Cairo
ZA Africa/Johannesburg
NG Africa/Lagos
KE Africa/Nairobi
GH Africa/Accra
MA Africa/Casablanca
`;

const ZONE_COUNTRY = new Map(
  ZONES_BY_COUNTRY.trim()
    .split("\n")
    .flatMap((line) => {
      const [country, ...zones] = line.split(" ");
      return zones.map((zone) => [zone, country!] as const);
    }),
);

/** The region of a language tag ("en-GB" → "GB", "zh-Hant-TW" → "TW"); null for "en" or "es-419". */
export function regionOf(languageTag: string): string | null {
  const parts = languageTag.split(/[-_]/).slice(1);
  const region = parts.find((part) => /^[A-Za-z]{2}$/.test(part));
  return region ? region.toUpperCase() : null;
}

/** The country a zone lies in, when this table knows it. */
export const countryOfTimezone = (timezone: string): string | null => ZONE_COUNTRY.get(timezone) ?? null;

/**
 * The likely country: the zone's, when the zone lies in one country we know (a time zone says where
 * someone is, a language often only what they read); otherwise the first language with a region; null
 * when neither tells.
 */
export function detectCountry(timezone: string, languages: readonly string[]): string | null {
  const byZone = countryOfTimezone(timezone);
  if (byZone) return byZone;
  for (const language of languages) {
    const region = regionOf(language);
    if (region) return region;
  }
  return null;
}

/**
 * What a browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`, `navigator.languages`)
 * as the zone and country to suggest: the zone in its listed spelling (UTC when the browser reports
 * none this runtime lists) and the likely country, or null when nothing tells.
 */
export function suggestedLocale(
  reportedZone: string | undefined,
  languages: readonly string[],
): { timezone: string; country: string | null } {
  const timezone = (reportedZone && canonicalTimezone(reportedZone)) || "UTC";
  return { timezone, country: detectCountry(timezone, languages) };
}
