/** A parsed Stripe form body: every leaf is a string, as Stripe receives it. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = { [key: string]: FormValue };

/** A body Stripe would refuse before looking at it (bad parameter name). */
export class FormError extends Error {}

const FORBIDDEN = new Set(["__proto__", "constructor", "prototype"]);

const decode = (text: string) => decodeURIComponent(text.replace(/\+/g, " "));

/**
 * Parses an `application/x-www-form-urlencoded` body written in Stripe's bracket notation (the SDK's
 * `stringifyRequestData`: `metadata[booking_id]=b1`, `individual[dob][day]=4`,
 * `allowed_payment_method_types[0]=card`) into nested objects; objects whose keys are 0…n-1 become arrays.
 */
export function parseStripeForm(text: string): FormBody {
  const root: FormBody = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const eq = pair.indexOf("=");
    const key = decode(eq < 0 ? pair : pair.slice(0, eq));
    const value = decode(eq < 0 ? "" : pair.slice(eq + 1));
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) throw new FormError(`Invalid parameter name: ${key}`);
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((part) => part[1]!)];
    if (path.some((part) => FORBIDDEN.has(part))) throw new FormError(`Invalid parameter name: ${key}`);
    assign(root, path, value);
  }
  return toArrays(root) as FormBody;
}

function assign(root: FormBody, path: string[], value: string): void {
  let node = root;
  for (const [index, part] of path.entries()) {
    const name = part === "" ? String(Object.keys(node).length) : part;
    if (index === path.length - 1) {
      node[name] = value;
      return;
    }
    const next = node[name];
    if (next === undefined || typeof next === "string") node[name] = {};
    node = node[name] as FormBody;
  }
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key]!)]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]!) : converted;
}

/** A form value read as a string, or undefined (absent or not a string). */
export const str = (value: FormValue | undefined): string | undefined => (typeof value === "string" ? value : undefined);

/** A form value read as a nested object, or {} (absent, a string or a list). */
export const object = (value: FormValue | undefined): FormBody =>
  value === undefined || typeof value === "string" || Array.isArray(value) ? {} : value;

/** A form value read as a nested object of strings (e.g. `metadata`), or {}. */
export function record(value: FormValue | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(object(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}
