import { AppError } from "../../http/app-error.ts";
import { readBodyText } from "../../http/body-limit.ts";
import type { AppContext } from "../../http/context.ts";

/** A request body read as JSON, or as a plain HTML form post (so the pages work without JavaScript). */
export interface RequestBody {
  /** "form": answer with a 303 redirect to a page; "json": answer with JSON. */
  kind: "json" | "form";
  body: Record<string, unknown>;
}

export async function readBody(c: AppContext): Promise<RequestBody> {
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = await readBodyText(c);
  if (type === "application/x-www-form-urlencoded") return { kind: "form", body: Object.fromEntries(new URLSearchParams(text)) };
  if (!text.trim()) return { kind: "json", body: {} };
  try {
    const body: unknown = JSON.parse(text);
    return {
      kind: "json",
      body: body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
    };
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
}

/** A same-site path with the given query; empty values are left out. */
export function pathWithQuery(path: string, query: Record<string, string | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
