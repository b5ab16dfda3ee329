import { z } from "zod";

/** `GET /api/health`: liveness, plus what the client's route guards need (maintenance, expected client version). */
export const healthSchema = z.object({
  status: z.literal("ok"),
  version: z.string(),
  clientVersion: z.string(),
  maintenance: z.boolean(),
});
export type Health = z.infer<typeof healthSchema>;
