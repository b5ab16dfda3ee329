import { ACTIVITY_LABEL_MAX_LENGTH, activityRoute } from "@kora/shared/domain/activity/activity-rules.ts";

/** `text` with its white space collapsed and trimmed, cut to `max` characters (the last one an ellipsis). */
export function capText(text: string, max = ACTIVITY_LABEL_MAX_LENGTH): string {
  const tidy = text.replace(/\s+/g, " ").trim();
  return tidy.length <= max ? tidy : `${tidy.slice(0, max - 1).trimEnd()}…`;
}

/** The controls whose clicks are tracked. Form fields are not among them: what is typed is never read. */
export const TRACKED_CONTROLS =
  'a[href], button, [role="button"], [role="link"], [role="menuitem"], [role="tab"], input[type="submit"], input[type="button"], summary';

/** What a control says about itself: its accessible name's sources, in the order they win. */
export interface ControlFacts {
  tag: string;
  ariaLabel?: string | null;
  /** The text of the elements aria-labelledby names. */
  labelledBy?: string | null;
  /** An `<input type="submit|button">`'s value: its caption, never something typed. */
  buttonValue?: string | null;
  text?: string | null;
  title?: string | null;
  href?: string | null;
  role?: string | null;
  type?: string | null;
}

/** The control's label (its accessible name, roughly): aria-label, aria-labelledby, caption, text, title; capped. */
export function controlLabel(facts: ControlFacts): string {
  for (const source of [facts.ariaLabel, facts.labelledBy, facts.buttonValue, facts.text, facts.title]) {
    const label = capText(source ?? "");
    if (label) return label;
  }
  return "";
}

/**
 * Where the control leads, safe to store: a same-site link's path (no query or fragment: they may hold
 * tokens), another site's origin only, a mailto:/tel: link's scheme only (not the address); else the
 * control's kind: "button:submit", "button", or its role.
 */
export function controlTarget(facts: ControlFacts, origin: string): string {
  if (facts.href) {
    let url: URL;
    try {
      url = new URL(facts.href, origin);
    } catch {
      return "link";
    }
    if (url.protocol !== "http:" && url.protocol !== "https:") return url.protocol;
    if (url.origin !== origin) return url.origin;
    return activityRoute(url.pathname) ?? "link";
  }
  const tag = facts.tag.toLowerCase();
  if (tag === "button" || tag === "input") return facts.type === "submit" ? "button:submit" : "button";
  return facts.role || tag;
}

/** The tracked control a click landed in, with its label and target; null for anything else (or a control marked data-activity="off"). */
export function describeClick(target: EventTarget | null, origin: string): { label: string; target: string } | null {
  if (!(target instanceof Element)) return null;
  const control = target.closest(TRACKED_CONTROLS);
  if (!control || control.closest('[data-activity="off"]')) return null;
  const labelledBy = control
    .getAttribute("aria-labelledby")
    ?.split(/\s+/)
    .map((id) => control.ownerDocument.getElementById(id)?.textContent ?? "")
    .join(" ");
  const tag = control.tagName.toLowerCase();
  const type = control.getAttribute("type");
  const facts: ControlFacts = {
    tag,
    ariaLabel: control.getAttribute("aria-label"),
    labelledBy,
    buttonValue: tag === "input" ? control.getAttribute("value") : null,
    text: tag === "input" ? null : control.textContent,
    title: control.getAttribute("title"),
    href: tag === "a" ? control.getAttribute("href") : null,
    role: control.getAttribute("role"),
    type,
  };
  return { label: controlLabel(facts), target: controlTarget(facts, origin) };
}
