import { z } from "zod";
import { errorBodySchema } from "@kora/shared/contracts/errors.ts";
import { type Me, meSchema, type UpdateMe } from "@kora/shared/contracts/users.ts";
import { AVATAR_MESSAGES } from "@kora/shared/domain/users/avatar-rules.ts";
import { api } from "../../lib/api-client.ts";
import { uploadsSupported } from "../../lib/upload-support.ts";

export const updateMe = (body: UpdateMe) => api.put("/api/me", body, { schema: meSchema });

export const changePassword = (body: { currentPassword?: string; password: string; passwordConfirmation: string }) =>
  api.post("/api/me/change-password", body, { schema: z.object({ message: z.string() }) });

/** Back to initials: DELETE /api/me/avatar answers the user. */
export const removeAvatar = () => api.delete("/api/me/avatar", { schema: meSchema });

/** An avatar upload that didn't go through: the server's message (a refused picture) or 'Upload failed'. */
export class AvatarUploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The server's message from an error body, or 'Upload failed' (network, server error, anything unreadable). */
function failureMessage(status: number, text: string): string {
  if (status === 0 || status >= 500) return AVATAR_MESSAGES.uploadFailed;
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data.error.fields?.avatar?.[0] ?? parsed.data.error.message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return AVATAR_MESSAGES.uploadFailed;
}

/**
 * POST /api/me/avatar with the file's bytes as the body. XMLHttpRequest rather than fetch: only it
 * reports upload progress, which `onProgress` gets as 0–1. Resolves with the updated user.
 */
export function uploadAvatar(file: Blob, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Me> {
  return new Promise((resolve, reject) => {
    if (!uploadsSupported()) return reject(new AvatarUploadError(AVATAR_MESSAGES.unsupported, 0));
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/me/avatar");
    xhr.setRequestHeader("Accept", "application/json");
    xhr.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status !== 200) return reject(new AvatarUploadError(failureMessage(xhr.status, xhr.responseText), xhr.status));
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Handled below as an unexpected answer.
      }
      const parsed = z.object({ data: meSchema }).safeParse(body);
      if (parsed.success) resolve(parsed.data.data);
      else reject(new AvatarUploadError(AVATAR_MESSAGES.uploadFailed, 500));
    };
    xhr.onerror = () => reject(new AvatarUploadError(AVATAR_MESSAGES.uploadFailed, 0));
    xhr.onabort = () => reject(new DOMException("The upload was cancelled.", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}
