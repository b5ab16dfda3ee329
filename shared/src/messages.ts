import { BRAND } from "./brand.ts";

/** User-facing texts fixed by the spec (core §8, public-site §5 and §8). */
export const MESSAGES = {
  badCode: "Oops, looks like the verification code is not right",
  badCredentials: "Oops, looks like those credentials weren't right. Try again.",
  server: "Oops, looks like our server is having some issues at the moment.",
  forbidden: "You are not allowed to do that :(",
  notFound: "We cannot seem to find that :(",
  tooMany: "Looks like you are sending too many requests :( Please try again soon.",
  network: "Looks like you're offline or our server can't be reached. Check your connection and try again.",
  bug: "Oh no a bug :(",
  welcomeBack: `Welcome back to ${BRAND.name}.`,
  loggingIn: "Logging in...",
  /** Password log-in (public-site §8): the toast for a 401 (the form shows `badCredentials`), and for any other failure. */
  credentialsInvalid: "Credentials were invalid.",
  authError: "Error while authenticating",
  signUpComplete: "Sign up Complete!",
  submissionError: "You have an error in your submission.",
  forgotUnknownEmail: "Sorry, we can't find that email address. Perhaps try an alternative, or get in touch.",
  resetNoUser: "No user exists with this email address.",
  resetBadToken: "Your reset token is invalid.",
  passwordReset: "Your password has been reset.",
  passwordUpdated: "Your password has been updated.",
  passwordsDontMatch: "Oops, looks like these passwords don't match.",
  inviteInvalid: "This invite code is not valid.",
  inviteClaimed: "has been claimed.",
  inviteExpired: "has expired.",
  advisorNotFound: "Advisor not found.",
  cardNotFound: `${BRAND.name} Card not found.`,
  cardDeleted: `${BRAND.name} Card has been deleted.`,
  bookingNotFound: "Booking not found.",
  groupNotFound: "Sorry, the group cannot be found.",
  pageNotFound: "Sorry, the page not found.",
  unsavedChanges: "You have unsaved changes. Leave this page and lose them?",
  uploadFailed: "Upload failed",
  imageOnly: "Image only",
  imageTooBig: "Image exceeds size limit",
  /** public-site §8's unsupported-browser message for uploads: the words are Kora's. */
  uploadUnsupported: "This browser can't upload files. Please update it or try another browser.",
} as const;

/** Validation message templates (public-site §5); `{field}`, `{min}`, `{max}` are filled in. */
export const VALIDATION_MESSAGES = {
  email: "Hmm that doesn't look like a valid email address..",
  minLength: "Please provide a {field} with at least {min} characters.",
  maxLength: "Please provide a {field} with no more than {max} characters.",
  required: "Oops! Looks like you missed the {field}.",
  isTrue: "Oops, this field is required.",
  mobile: "This doesn't look like a valid mobile number.",
  url: "Please provide a valid url.",
  name: "Please use only letters, hyphens, single spaces and apostrophes in the {field}.",
  noTitle: "Please remove any title (like Mr or Dr) from the {field}.",
  strongPassword: "Please use at least 12 characters with numbers, uppercase and lowercase letters.",
  passwordsMatch: "Oops, looks like these passwords don't match.",
  code: "Please enter the 6-character code from your email.",
  timezone: "Oops, we can't find that timezone.",
  currency: "Please choose one of the supported currencies.",
  /** Phone and email verification (public-site §5): the number or code as typed is filled in. */
  mobileNotRight: "Looks like the mobile {phone} isn't quite right.",
  /** A malformed address typed to sign in, sign up or reset a password; other forms keep `email`. */
  emailNotRight: "Looks like the email isn't quite right.",
  codeNotRight: "The code {code} doesn't match what we were expecting. Please try again.",
  sentCode: "Please enter the 6-character code we sent you.",
  language: "Oops, we can't find that language.",
  notInArray: "already chosen",
} as const;

export type ValidationRule = keyof typeof VALIDATION_MESSAGES;

/** Fills a template: `fillMessage("required", { field: "first name" })`; "a {field}" reads "an email", "an organisation". */
export function fillMessage(rule: ValidationRule, values: Record<string, string | number> = {}): string {
  const template = /^[aeio]/i.test(String(values.field ?? ""))
    ? VALIDATION_MESSAGES[rule].replace("a {field}", "an {field}")
    : VALIDATION_MESSAGES[rule];
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? key));
}

/** Form toasts: 'You have an error in your {form}!' and 'You have updated your {form}!'. */
export const formErrorToast = (form: string) => `You have an error in your ${form}!`;
export const formUpdatedToast = (form: string) => `You have updated your ${form}!`;
