import { SelectField } from "../../ui/text-field.tsx";
import type { DeviceChoice, MeetingCommands } from "./engine/session-types.ts";
import { noDeviceOption } from "./preview-rules.ts";

const labelOf = (device: MediaDeviceInfo, index: number, kind: string) => device.label || `${kind} ${index + 1}`;

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
  return (
    <>
      <SelectField
        label="Camera"
        value={devices.cameraId ?? ""}
        disabled={disabled || devices.cameras.length === 0}
        onChange={(event) => void session.selectCamera(event.target.value)}
      >
        {devices.cameras.length === 0 && <option value="">{noDeviceOption("camera", devices.searched)}</option>}
        {devices.cameras.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {labelOf(device, index, "Camera")}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Microphone"
        value={devices.microphoneId ?? ""}
        disabled={disabled || devices.microphones.length === 0}
        onChange={(event) => void session.selectMicrophone(event.target.value)}
      >
        {devices.microphones.length === 0 && <option value="">{noDeviceOption("microphone", devices.searched)}</option>}
        {devices.microphones.map((device, index) => (
          <option key={device.deviceId || index} value={device.deviceId}>
            {labelOf(device, index, "Microphone")}
          </option>
        ))}
      </SelectField>
    </>
  );
}
