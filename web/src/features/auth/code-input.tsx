import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { VERIFICATION_CODE_LENGTH } from "@kora/shared/constants.ts";
import { completeCode, emptyCode, enterCode, pasteCode } from "./code-entry.ts";
import styles from "./auth.module.css";
import { authMessages } from "@kora/shared/i18n/messages/auth.ts";
import { useT } from "../../lib/i18n/use-t.ts";

/**
 * Six single-character boxes. A complete code submits itself; pasting fills every box and submits
 * (core §5). The parent remounts it with a new `key` to clear the boxes (after a wrong code).
 */
export function CodeInput({ onComplete, disabled, invalid }: { onComplete: (code: string) => void; disabled: boolean; invalid: boolean }) {
  const t = useT(authMessages);
  const [boxes, setBoxes] = useState(emptyCode);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const submitted = useRef<string | null>(null);

  useEffect(() => {
    inputs.current[0]?.focus();
  }, []);

  const update = (next: { boxes: string[]; focus: number }) => {
    setBoxes(next.boxes);
    inputs.current[next.focus]?.focus();
    const code = completeCode(next.boxes);
    if (code && submitted.current !== code) {
      submitted.current = code;
      onComplete(code);
    }
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !boxes[index] && index > 0) {
      event.preventDefault();
      const next = [...boxes];
      next[index - 1] = "";
      submitted.current = null;
      setBoxes(next);
      inputs.current[index - 1]?.focus();
    } else if (event.key === "ArrowLeft" && index > 0) inputs.current[index - 1]?.focus();
    else if (event.key === "ArrowRight" && index < VERIFICATION_CODE_LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    update(pasteCode(boxes, index, event.clipboardData.getData("text")));
  };

  return (
    <div className={styles.codeBoxes} role="group" aria-label={t.t("code.label")}>
      {boxes.map((char, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: six fixed boxes; the position is each box's identity
          key={index}
          ref={(element) => {
            inputs.current[index] = element;
          }}
          className={styles.codeBox}
          value={char}
          name={`code-${index}`}
          inputMode="text"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={index === 0 ? VERIFICATION_CODE_LENGTH : 1}
          aria-label={t.t("code.character", { index: index + 1, length: VERIFICATION_CODE_LENGTH })}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onKeyDown={onKeyDown(index)}
          onPaste={onPaste(index)}
          onFocus={(event) => event.target.select()}
          onChange={(event) => {
            const value = event.target.value;
            if (value === "") {
              const next = [...boxes];
              next[index] = "";
              submitted.current = null;
              setBoxes(next);
              return;
            }
            // The browser's one-time-code autofill drops the whole code into the first box.
            const typed = value.length > 1 && char && value.startsWith(char) ? value.slice(char.length) : value;
            update(enterCode(boxes, index, typed));
          }}
        />
      ))}
    </div>
  );
}
