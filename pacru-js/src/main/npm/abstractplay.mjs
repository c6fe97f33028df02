export * from "./abstractplay.cjs";
