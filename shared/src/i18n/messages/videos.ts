import { defineMessages } from "../translate.ts";
import en from "./videos/en.json" with { type: "json" };

/** The video library: the list, one video's owner view (sharing, views, downloads), uploading. */
export const videosMessages = defineMessages("videos", en);
