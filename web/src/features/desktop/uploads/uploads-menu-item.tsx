import { Icon } from "../../../ui/icon.tsx";
import { uploadsPanel } from "./uploads-open.ts";

/** "Uploads" in the account menu of the desktop app; `className` is the menu's item style. */
export function UploadsMenuItem({ className, onOpen }: { className?: string; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={className}
      style={{ width: "100%", border: 0, background: "none", fontFamily: "inherit", textAlign: "left", cursor: "pointer" }}
      onClick={() => {
        onOpen();
        uploadsPanel.set(true);
      }}
    >
      <Icon name="upload" size={18} />
      Uploads
    </button>
  );
}
