import { desktopMessages } from "@kora/shared/i18n/messages/desktop.ts";
import { useT } from "../../../lib/i18n/use-t.ts";
import { Icon } from "../../../ui/icon.tsx";
import { uploadsPanel } from "./uploads-open.ts";

/** "Uploads" in the account menu of the desktop app; `className` is the menu's item style. */
export function UploadsMenuItem({ className, onOpen }: { className?: string; onOpen: () => void }) {
  const t = useT(desktopMessages);
  return (
    <button
      type="button"
      className={className}
      style={{ width: "100%", border: 0, background: "none", fontFamily: "inherit", textAlign: "start", cursor: "pointer" }}
      onClick={() => {
        onOpen();
        uploadsPanel.set(true);
      }}
    >
      <Icon name="upload" size={18} />
      {t.t("uploads.menu")}
    </button>
  );
}
