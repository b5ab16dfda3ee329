import { z } from "zod";
import { normaliseColour } from "../domain/branding/colour.ts";
import { PLANS } from "../domain/plans/plans.ts";
import { MESSAGES } from "../messages.ts";

/**
 * Pro branding (public-site §1 Pro: branding): an advisor's logo and brand colour on
 * their cards and in the rooms they host. Only someone on Pro sets it; it shows only while they are
 * on Pro (a lapsed plan keeps it, hidden).
 */

export const BRANDING_MESSAGES = {
  colour: "Please enter a colour as # and six hex digits, like #1a7f5a.",
  proOnly: `Branding comes with the ${PLANS.pro.name} plan.`,
  uploadFailed: MESSAGES.uploadFailed,
  imageOnly: MESSAGES.imageOnly,
  imageTooBig: MESSAGES.imageTooBig,
} as const;

/** POST /me/branding/logo takes the file's raw bytes: PNG, JPEG or GIF by magic bytes, at most this size. */
export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Each side of an uploaded logo at most this many pixels (checked from the header, before decoding). */
export const BRAND_LOGO_MAX_SIDE = 4000;
/** The stored PNG fits in this square, keeping its proportions and transparency. */
export const BRAND_LOGO_BOX = 512;
export const BRAND_LOGO_ACCEPT = "image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif";

/** A brand colour, stored as `#rrggbb` in lower case; null clears it. */
export const brandColourField = z
  .string({ error: BRANDING_MESSAGES.colour })
  .max(32, BRANDING_MESSAGES.colour)
  .transform((value, ctx) => {
    const colour = normaliseColour(value);
    if (colour === null) {
      ctx.addIssue({ code: "custom", message: BRANDING_MESSAGES.colour });
      return z.NEVER;
    }
    return colour;
  });

/** `PUT /api/me/branding`. */
export const brandingInputSchema = z.strictObject({ colour: brandColourField.nullable() });
export type BrandingInput = z.input<typeof brandingInputSchema>;

/** Branding as shown on a Pro advisor's cards and rooms; `textColour` is readable on `colour` (WCAG AA). */
export const brandingViewSchema = z.object({
  colour: z.string().nullable(),
  textColour: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type BrandingView = z.infer<typeof brandingViewSchema>;

/** `GET /api/me/branding` (and the answer of every branding write). */
export const myBrandingSchema = brandingViewSchema.extend({
  /** On Pro now: may set it, and it is shown. */
  pro: z.boolean(),
});
export type MyBranding = z.infer<typeof myBrandingSchema>;
