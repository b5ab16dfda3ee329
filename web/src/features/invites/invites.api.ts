/** The invites feature's face to other features: the code notice on the sign-up step. */
export { InviteCodeNotice } from "./invite-code-notice.tsx";
