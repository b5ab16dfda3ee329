import { meetingsMessages } from "@kora/shared/i18n/messages/meetings.ts";
import { useT } from "../../lib/i18n/use-t.ts";
import { SelectField } from "../../ui/text-field.tsx";
import type { DeviceChoice, MeetingCommands } from "./engine/session-types.ts";
import { noDeviceOption } from "./preview-rules.ts";

/** Camera and microphone choosers; changing one reopens that device through the engine. */
export function DevicePickers({
  devices,
  session,
  disabled = false,
}: {
  devices: DeviceChoice;
  session: Pick<MeetingCommands, "selectCamera" | "selectMicrophone">;
  disabled?: boolean;
}) {
  const t = useT(meetingsMessages);
  // A device the browser doesn't name yet (no permission) is "Camera 1", "Camera 2"…
  const labelOf = (device: MediaDeviceInfo, index: number, kind: "device.cameraN" | "device.microphoneN") =>
    device.label || t.t(kind, { n: index + 1 });
  return (
    <>
      <SelectField
        label={t.t("device.camera")}
        value={devices.cameraId ?? ""}
        disabled={disabled || devices.cameras.length === 0}
        onChange={(event) => void session.selectCamera(event.target.value)}
      >
        {devices.cameras.length === 0 && <option value="">{noDeviceOption("camera", devices.searched, t)}</option>}
        {devices.cameras.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {labelOf(device, index, "device.cameraN")}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t.t("device.microphone")}
        value={devices.microphoneId ?? ""}
        disabled={disabled || devices.microphones.length === 0}
        onChange={(event) => void session.selectMicrophone(event.target.value)}
      >
        {devices.microphones.length === 0 && <option value="">{noDeviceOption("microphone", devices.searched, t)}</option>}
        {devices.microphones.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {labelOf(device, index, "device.microphoneN")}
          </option>
        ))}
      </SelectField>
    </>
  );
}
