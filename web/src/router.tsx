import { billingDashboardRoutes } from "./features/billing/billing.routes.tsx";
import { payoutsDashboardRoutes } from "./features/payments/payments.routes.tsx";
import { creditsDashboardRoutes } from "./features/credits/credits.routes.tsx";
import { plansDashboardRoutes } from "./features/plans/plans.routes.tsx";
import { videosDashboardRoutes } from "./features/videos/videos.routes.tsx";
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { APP_BASE } from "@kora/shared/brand.ts";
import { MAINTENANCE_PATH } from "@kora/shared/domain/routing/guards.ts";
import { AppShell } from "./app/app-shell.tsx";
import { NotFoundPage, RouteErrorPage } from "./app/errors/error-page.tsx";
import { AppCatchAll } from "./app/errors/leave-app.tsx";
import { alwaysRevalidate, guardLoader } from "./app/guards/guard-loader.ts";
import { AuthLayout, type AuthHandle } from "./app/layouts/auth-layout.tsx";
import { BlankLayout } from "./app/layouts/blank-layout.tsx";
import { DashboardLayout } from "./app/layouts/dashboard-layout.tsx";
import { LandingLayout } from "./app/layouts/landing-layout.tsx";
import { MeetingLayout } from "./app/layouts/meeting-layout.tsx";
import { availabilityDashboardRoutes } from "./features/availability/availability.routes.tsx";
import { bookingsDashboardRoutes, bookingsPublicRoutes } from "./features/bookings/bookings.routes.tsx";
import { cardsDashboardRoutes, cardsPublicRoutes } from "./features/cards/cards.routes.tsx";
import { consoleDashboardRoutes } from "./features/groups/console/console.routes.tsx";
import { inmailDashboardRoutes } from "./features/groups/inmail/inmail.routes.tsx";
import { groupsDashboardRoutes, groupsPublicRoutes } from "./features/groups/groups.routes.tsx";
import { meetingRoutes } from "./features/meetings/meetings.routes.tsx";
import { siteDashboardRoutes } from "./features/site/site.routes.tsx";
import { invitesDashboardRoutes } from "./features/invites/invites.routes.tsx";
import { analyticsDashboardRoutes } from "./features/analytics/analytics.routes.tsx";
import { PageLoader } from "./ui/page-loader.tsx";

/** The old entry point /sign-in becomes the password-free login step, query kept. */
const toStep =
  (step: "login") =>
  ({ request }: LoaderFunctionArgs) => {
    const params = new URL(request.url).searchParams;
    params.set("step", step);
    return redirect(`/password-free?${params}`);
  };

/** Each feature's pages load on demand (one chunk per feature). */
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: guardLoader,
    shouldRevalidate: alwaysRevalidate,
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: () => <PageLoader delayMs={150} />,
    children: [
      {
        element: <LandingLayout />,
        children: [
          // "/" is the server-rendered site's home: arriving here in the app (after signing out, say) loads it.
          { index: true, element: <AppCatchAll /> },
          {
            path: "dev/mailbox",
            lazy: () => import("./features/dev-mailbox/dev-mailbox-page.tsx").then((m) => ({ Component: m.DevMailboxPage })),
          },
          ...bookingsPublicRoutes,
          ...cardsPublicRoutes,
          ...groupsPublicRoutes,
          { path: "*", element: <AppCatchAll /> },
        ],
      },
      {
        element: <AuthLayout />,
        children: [
          {
            path: "password-free",
            lazy: () => import("./features/auth/password-free-page.tsx").then((m) => ({ Component: m.PasswordFreePage })),
          },
          {
            path: "forgot-password",
            handle: { authTitle: "Forgot your password?" } satisfies AuthHandle,
            lazy: () => import("./features/auth/forgot-password-page.tsx").then((m) => ({ Component: m.ForgotPasswordPage })),
          },
          {
            path: "reset-password",
            handle: { authTitle: "Choose a new password" } satisfies AuthHandle,
            lazy: () => import("./features/auth/reset-password-page.tsx").then((m) => ({ Component: m.ResetPasswordPage })),
          },
          {
            path: "verify/phone",
            handle: { authTitle: "Verify your mobile", authTabs: false } satisfies AuthHandle,
            lazy: () => import("./features/verification/verify-phone-page.tsx").then((m) => ({ Component: m.VerifyPhonePage })),
          },
          {
            path: "verify/email",
            handle: { authTitle: "Verify your email", authTabs: false } satisfies AuthHandle,
            lazy: () => import("./features/verification/verify-email-page.tsx").then((m) => ({ Component: m.VerifyEmailPage })),
          },
          {
            path: "recover-account",
            handle: { authTitle: "Log in with your mobile" } satisfies AuthHandle,
            lazy: () => import("./features/verification/recover-account-page.tsx").then((m) => ({ Component: m.RecoverAccountPage })),
          },
        ],
      },
      { path: "sign-in", loader: toStep("login") },
      // The phone page's old address, query kept (a redirectTo, say).
      { path: "verify/mobile", loader: ({ request }) => redirect(`/verify/phone${new URL(request.url).search}`) },
      {
        path: APP_BASE.slice(1),
        element: <DashboardLayout />,
        children: [
          { index: true, loader: () => redirect(`${APP_BASE}/dashboard`) },
          // The group admin's page (public-site §2 /my-kora/my-group) is the admin console.
          { path: "my-group", loader: () => redirect(`${APP_BASE}/console`) },
          {
            path: "dashboard",
            lazy: () => import("./features/dashboard/dashboard-page.tsx").then((m) => ({ Component: m.DashboardPage })),
          },
          // Advisors' ratings of a learner (public-site §6: advisors only); linked from the advisor's bookings.
          {
            path: "learners/:id/ratings",
            lazy: () => import("./features/reviews/learner-ratings-page.tsx").then((m) => ({ Component: m.LearnerRatingsPage })),
          },
          {
            path: "my-details",
            lazy: () => import("./features/users/my-details-page.tsx").then((m) => ({ Component: m.MyDetailsPage })),
          },
          ...cardsDashboardRoutes,
          ...groupsDashboardRoutes,
          ...siteDashboardRoutes,
          ...invitesDashboardRoutes,
          ...availabilityDashboardRoutes,
          ...bookingsDashboardRoutes,
          ...billingDashboardRoutes,
          ...payoutsDashboardRoutes,
          ...creditsDashboardRoutes,
          ...plansDashboardRoutes,
          ...videosDashboardRoutes,
          ...consoleDashboardRoutes,
          ...inmailDashboardRoutes,
          ...analyticsDashboardRoutes,
          { path: "*", element: <NotFoundPage /> },
        ],
      },
      { element: <MeetingLayout />, children: meetingRoutes },
      {
        element: <BlankLayout />,
        children: [
          {
            path: MAINTENANCE_PATH.slice(1),
            lazy: () => import("./features/system/maintenance-page.tsx").then((m) => ({ Component: m.MaintenancePage })),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
