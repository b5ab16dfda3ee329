import { z } from "zod";

export const ID_MAX_LENGTH = 128;
export const ID_MESSAGE = "Please choose one from the list.";

/**
 * An id a client sends (a card, user, group, category or payment method): never empty, blank or
 * padded, so `""` can never stand for "none" and skip an ownership check. "None" is `null` or leaving
 * the field out.
 */
export const idField = z.string({ error: ID_MESSAGE }).refine((id) => id.length <= ID_MAX_LENGTH && /^\S+$/.test(id), ID_MESSAGE);
