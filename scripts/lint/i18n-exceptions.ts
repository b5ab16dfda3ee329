/**
 * Text the catalogue check (scripts/lint/i18n.ts) lets through, each with its reason. Keep it short:
 * anything a person reads in a sentence belongs in a catalogue (docs/i18n.md).
 */
export const EXEMPT_FILES: readonly { path: RegExp; reason: string }[] = [
  { path: /^web\/src\/features\/dev-mailbox\//, reason: "a developer's tool, not part of the product people use" },
  { path: /^api\/src\/features\/dev-mailbox\//, reason: "the developer's mailbox page" },
  {
    path: /^api\/src\/adapters\/(sms|mail)\//,
    reason: "transports: their texts are errors for the log; a mail's words come from mail-content's catalogue",
  },
];

export const ALLOWED_TEXT: readonly { text: RegExp; reason: string }[] = [
  { text: /^https?:\/\/\S*$/, reason: "example addresses in placeholders: the same in every language" },
  { text: /^X{4}(-X{4})+$|^CVC$/, reason: "the shape of a code, or a card's security code as printed on it" },
  { text: /^[A-Z]{2}$/, reason: "initials drawn in an avatar" },
  {
    text: /^(Kora|InMail|Basic|Plus|Pro|LinkedIn|Instagram|Facebook|YouTube|Google|Google Calendar|Outlook|Stripe|CalDAV|ICS)$/,
    reason: "names: the same in every language",
  },
  { text: /^(©|·|—|–|→|←|×|\/|\||…|\+|-|:|,|\.|\(|\)|%|#|\d+)+$/u, reason: "symbols and numbers" },
  { text: /^text\/calendar; charset=utf-8; method=…$/, reason: "a MIME type" },
  {
    text: /^(…|<\/?[a-z]+(\s+[a-z-]+="[^"\s]*")*\s*\/?>)+$/,
    reason:
      "HTML markup a mail wraps around words from a catalogue: tags and attributes with no spaces in their values, nothing a person reads",
  },
];
