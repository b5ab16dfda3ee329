/** The videos feature's face to the rest of the app; its HTTP calls live in videos.client.ts. */
export { formatDuration, formatVideoDate, videoPath, LIBRARY_PATH } from "./video-format.ts";
export { VideoPlayer } from "./video-player.tsx";
export { videoListQuery } from "./videos.client.ts";
