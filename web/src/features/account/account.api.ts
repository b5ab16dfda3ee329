import { z } from "zod";
import { meSchema, type UpdateMe } from "@kora/shared/contracts/users.ts";
import { api } from "../../lib/api-client.ts";

export const updateMe = (body: UpdateMe) => api.put("/api/me", body, { schema: meSchema });

export const changePassword = (body: { currentPassword?: string; password: string; passwordConfirmation: string }) =>
  api.post("/api/me/change-password", body, { schema: z.object({ message: z.string() }) });
