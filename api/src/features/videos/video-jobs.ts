/** The video library's jobs (issue 15): processing, finalising abandoned uploads, cleaning up blobs. */
export const VIDEO_JOBS = [] as const;
