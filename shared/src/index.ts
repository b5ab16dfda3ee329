export * from "./brand.ts";
export * from "./constants.ts";
export * from "./messages.ts";
