// First, so the shared utility classes come before the CSS of the pages loaded later.
import "./ui/utilities.css";
import "./ui/utilities-text.css";
import "./ui/utilities-boxes.css";
import "./ui/utilities-controls.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router-dom";
import { LOGIN_PATH } from "@kora/shared/domain/routing/guards.ts";
import { Providers } from "./app/providers.tsx";
import { configureApiClient } from "./lib/api-client.ts";
import { LEAVE_WITHOUT_ASKING } from "./lib/forms/unsaved-changes.tsx";
import { clearLocalSession, currentMe } from "./lib/session.ts";
import { router } from "./router.tsx";
import "./ui/tokens.css";
import "./ui/base.css";

configureApiClient({
  // A failed sign-in keeps a placeholder guest's session (public-site §4); anyone else starts clean.
  reset: () => {
    if (!currentMe()?.isPlaceholder) clearLocalSession();
  },
  logout: () => {
    clearLocalSession();
    void router.navigate(LOGIN_PATH, { state: LEAVE_WITHOUT_ASKING });
  },
});

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
