import { z } from "zod";

/**
 * A link's `token` query parameter exchanged for a session (`POST /api/auth/token`). On its own so
 * that the app's first load, which reads it, doesn't load sign-up's schemas (and their phone rules).
 */
export const tokenLoginSchema = z.object({ token: z.string().min(16).max(200) });
