import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { isAppPath } from "../../../site-app/app-paths.ts";

/**
 * A link from help copy: an in-page anchor on the same page stays a plain hash link, a site page is a
 * router Link, an app page (/my-kora/…, /search, sign-up) is a full page load, anything else opens as
 * an external link.
 */
export function SiteLink({
  href,
  currentPath,
  className,
  children,
}: {
  href: string;
  currentPath?: string;
  className?: string;
  children: ReactNode;
}) {
  const [path = "", hash] = href.split("#");
  if (hash !== undefined && (path === "" || path === currentPath))
    return (
      <a className={className} href={`#${hash}`}>
        {children}
      </a>
    );
  if (!href.startsWith("/")) {
    return (
      <a className={className} href={href} rel="noopener">
        {children}
      </a>
    );
  }
  if (isAppPath(path.split("?")[0]!))
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  return (
    <Link className={className} to={href}>
      {children}
    </Link>
  );
}
