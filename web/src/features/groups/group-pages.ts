/** The feature's everyday pages, loaded together on a group page's first visit (one chunk). */
export { ApplyPage } from "./apply-page.tsx";
export { GroupHomePage } from "./group-home-page.tsx";
export { JoinPage } from "./join-page.tsx";
export { MyGroupsDashboardPage, MyGroupsPage } from "./my-groups-page.tsx";
export { WelcomePage } from "./welcome-page.tsx";
