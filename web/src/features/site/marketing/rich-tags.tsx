import type { ReactNode } from "react";

/**
 * Markup for catalogue messages with tags, `t.rich("title", { em })`: each tag appears once in a
 * message, so its name is its key among the message's pieces.
 */
export const em = (chunks: ReactNode[]) => <em key="em">{chunks}</em>;
export const strong = (chunks: ReactNode[]) => <strong key="strong">{chunks}</strong>;
