// The call's clock is the app's one ticking clock; kept under this name for the meeting screens.
export { useNow as useClock } from "../../lib/use-now.ts";
