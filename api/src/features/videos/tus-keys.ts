/**
 * Where a video's files live in the blob store: everything under `videos/{videoId}/`, so deleting a
 * video is deleting one prefix. The tus upload's parts are numbered blobs until processing joins them.
 */
export const videoPrefix = (videoId: string) => `videos/${videoId}/`;

/** The n-th part of an upload, as one PATCH (or a slice of a large one) brought it. */
export const partKey = (videoId: string, n: number) => `videos/${videoId}/source/${String(n).padStart(6, "0")}`;

/** The whole source file, once its parts are joined: `source.webm`, `source.mp4` or `source.mov`. */
export const sourceKey = (videoId: string, extension: string) => `videos/${videoId}/source.${extension}`;

export const mediaKeys = (videoId: string) => ({
  video: `videos/${videoId}/video.mp4`,
  audio: `videos/${videoId}/audio.m4a`,
  poster: `videos/${videoId}/poster.jpg`,
});
