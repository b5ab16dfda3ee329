/**
 * The card-videos feature's face to other features (public-site §1 Pro): the card editor's "Video
 * message (Pro)" section. The public card page plays the message itself (site/marketplace), since
 * public pages load no app client.
 */
export { CardVideoSection } from "./card-video-editor.tsx";
export { cardVideoKeys } from "./card-videos.client.ts";
