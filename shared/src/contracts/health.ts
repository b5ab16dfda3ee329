import { z } from "zod";

/** `GET /api/health`: liveness, plus what the client's route guards need (maintenance, expected client version). */
export const healthSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  clientVersion: z.string(),
  maintenance: z.boolean(),
  /**
   * The server's clock (UTC ISO instant): clients and the end-to-end rig compare their own against it.
   * Optional to readers, so the route guards keep working against a server that does not send it.
   */
  time: z.string().optional(),
});
export type Health = z.infer<typeof healthSchema>;
