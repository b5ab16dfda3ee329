import type { PlanEndCause } from "@kora/shared/domain/plans/subscription.ts";
import { appStore, atom } from "../../lib/jotai.ts";

/**
 * The plan modals (core §2: conversion and downgrade modals open on app events). `conversion`: an
 * offer of Plus, with why it came up; `ended`: the plan stopped without the person choosing it.
 */
export type PlanModal = { kind: "conversion"; reason: string | null } | { kind: "ended"; plan: "plus" | "pro"; why: PlanEndCause };

export const planModalAtom = atom<PlanModal | null>(null);

/** App event: something Plus does better came up (a full room, the pricing page's offer). */
export const openConversion = (reason: string | null = null) => appStore.set(planModalAtom, { kind: "conversion", reason });
export const openPlanEnded = (plan: "plus" | "pro", why: PlanEndCause) => appStore.set(planModalAtom, { kind: "ended", plan, why });
export const closePlanModal = () => appStore.set(planModalAtom, null);
