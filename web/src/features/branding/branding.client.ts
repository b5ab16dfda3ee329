import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { type MyBranding, myBrandingSchema } from "@kora/shared/contracts/branding.ts";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";

/** Every call of Pro branding (public-site §1 Pro; contracts/branding.ts). Keyed by the viewer: nobody sees another's. */

export const brandingKeys = { mine: (userId: string) => ["branding", "mine", userId] as const };

/** GET /api/me/branding. */
export const myBrandingQuery = (userId: string) =>
  queryOptions({
    queryKey: brandingKeys.mine(userId),
    queryFn: ({ signal }) => api.get("/api/me/branding", { schema: myBrandingSchema, toast: false, signal }),
  });

const settle = (userId: string, branding: MyBranding) => {
  queryClient.setQueryData(brandingKeys.mine(userId), branding);
  return branding;
};

/** PUT /api/me/branding: a colour (`#rrggbb`), or null to clear it. */
export async function saveBrandColour(userId: string, colour: string | null): Promise<MyBranding> {
  return settle(userId, await api.put("/api/me/branding", { colour }, { schema: myBrandingSchema, toast: false }));
}

const errorSchema = z.object({
  error: z.object({ message: z.string(), fields: z.record(z.string(), z.array(z.string())).optional() }),
});

/** POST /api/me/branding/logo with the image's bytes as the body; a refusal throws the server's field message. */
export async function uploadBrandLogo(userId: string, file: File): Promise<MyBranding> {
  const response = await fetch("/api/me/branding/logo", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": file.type || "application/octet-stream", Accept: "application/json" },
    body: file,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = errorSchema.safeParse(body);
    const fields = parsed.success ? (parsed.data.error.fields ?? {}) : {};
    throw new Error(Object.values(fields)[0]?.[0] ?? (parsed.success ? parsed.data.error.message : "Upload failed"));
  }
  return settle(userId, z.object({ data: myBrandingSchema }).parse(body).data);
}

/** DELETE /api/me/branding/logo. */
export async function removeBrandLogo(userId: string): Promise<MyBranding> {
  return settle(userId, await api.delete("/api/me/branding/logo", { schema: myBrandingSchema, toast: false }));
}
