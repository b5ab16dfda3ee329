/** Pro branding's face to other features: the "Branding (Pro)" section of the advisor settings page. */
export { BrandingSection } from "./branding-section.tsx";
