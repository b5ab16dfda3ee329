/** What any upload here needs from the browser: files, slicing them, and XMLHttpRequest (for progress). */
type UploadEnvironment = Partial<Pick<typeof globalThis, "File" | "Blob" | "XMLHttpRequest" | "FormData">>;

/**
 * Whether this browser can upload (public-site §8: uploads have an unsupported-browser message).
 * Every current browser can; an old embedded web view or a locked-down one may not, and then the
 * upload says so instead of failing halfway.
 */
export function uploadsSupported(env: UploadEnvironment = globalThis): boolean {
  return (
    typeof env.File === "function" &&
    typeof env.Blob === "function" &&
    typeof env.Blob.prototype?.slice === "function" &&
    typeof env.XMLHttpRequest === "function" &&
    typeof env.FormData === "function"
  );
}
