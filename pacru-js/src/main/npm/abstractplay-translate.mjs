export * from "./abstractplay-translate.cjs";
