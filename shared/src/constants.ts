/** Business and client constants from the spec (core §9, public-site §9). */
export const CLIENT_VERSION = "3.0.26";

export const DEFAULT_TIMEZONE = "Australia/Sydney";
export const DEFAULT_CURRENCY = "AUD";
export const CURRENCIES = ["AUD", "CAD", "EUR", "GBP", "NZD", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];

export const VERIFICATION_CODE_LENGTH = 6;
/** A mailed code is valid for this long. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;
/** Wrong guesses after which a mailed code is burnt. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_MIN_LENGTH = 12;
export const NAME_MIN_LENGTH = 2;

// The longest text each kind of field takes, in characters after trimming. The API answers 422 past
// it and the forms count towards it (domain/validation/text-limit.ts pairs each with its message).
/** A first or last name (also a guest's or an invitee's first name). */
export const NAME_MAX_LENGTH = 80;
/** A full name in one field (get in touch). */
export const FULL_NAME_MAX_LENGTH = 100;
/** RFC 5321's limit for an address in a mail path. */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 128;
export const URL_MAX_LENGTH = 2048;
/** A card's title. */
export const CARD_TITLE_MAX_LENGTH = 80;
/** A short title: a role, an organisation, a qualification and its subject, a link's title. */
export const TITLE_MAX_LENGTH = 120;
export const SKILL_MAX_LENGTH = 40;
/** A card's summary. */
export const SUMMARY_MAX_LENGTH = 5000;
/** A description or comment: what someone did in a role, a comment on call quality. */
export const DESCRIPTION_MAX_LENGTH = 1000;
/** A supporting link's description. */
export const LINK_DESCRIPTION_MAX_LENGTH = 300;
/** A message or topic: a discussion topic, a note with a booking action, a review, reviewer comments, get in touch. */
export const MESSAGE_MAX_LENGTH = 5000;
/** A note on days off. */
export const NOTE_MAX_LENGTH = 200;
/** Free text typed into a search or filter box. */
export const SEARCH_MAX_LENGTH = 200;
/** A comma-separated filter list in a query (skills, languages). */
export const SEARCH_LIST_MAX_LENGTH = 1000;

export const TOAST_MS = 4000;
export const EVENT_TOAST_MS = 10000;
export const CARD_UPDATED_TOAST_MS = 6000;
export const NEW_VERSION_TOAST_MS = 10000;
export const SCROLL_OFFSET_PX = 150;
export const MODAL_DELAY_MS = 2000;
export const PRIVATE_CHANNEL_ATTACH_MS = 2500;
export const ACTIVITY_IDLE_MS = 3_600_000;
/** At most this many error events are reported per page and stored per activity session (public-site §8). */
export const MAX_ERROR_EVENTS = 25;
export const HEADER_MENU_CLOSE_DELAY_MS = 300;
/** Header menus are disabled at this width or less. */
export const HEADER_MENU_MIN_WIDTH_PX = 881;
export const BREAKPOINTS = { sm: 600, md: 960, lg: 1134, xl: 1440 } as const;
export const AVATAR_LABEL_MAX = 15;
export const AVATAR_SIZE_HEADER_PX = 45;
export const AVATAR_SIZE_MENU_PX = 32;

/** Sessions last this long since their last use. */
export const SESSION_IDLE_DAYS = 30;
/** Realtime heartbeat: the server pings this often and drops sockets silent for 2.5× as long. */
export const HEARTBEAT_MS = 25_000;

/** What GET /api/me appends to the user (core §7: append stats and feature_flags). */
export const ME_APPENDS = ["stats", "feature_flags"] as const;

/** Carousel (public-site §9): a new slide every 3000 ms, sliding in over 500 ms, one slide in view. */
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 500;
export const CAROUSEL_SLIDES_PER_VIEW = 1;
