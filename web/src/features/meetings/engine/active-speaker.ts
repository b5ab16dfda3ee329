/** Who is speaking now, with hysteresis: the rule lives with the SFU's view rules (shared), the mesh and the SFU both use it. */
export { initialSpeakerState, nextSpeaker, SPEAKER_RULES, type SpeakerState } from "@kora/shared/domain/meetings/sfu-view.ts";
