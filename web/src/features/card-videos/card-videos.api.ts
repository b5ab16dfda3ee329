/**
 * The card-videos feature's face to other features (issue 18 item 5): the card editor's "Video
 * message (Pro)" section. The public card page plays the message itself (site/marketplace), since
 * public pages load no app client.
 */
export { CardVideoSection } from "./card-video-editor.tsx";
export { cardVideoKeys } from "./card-videos.queries.ts";
