"use strict";
// A page of pacru/sync as TypeScript compiled to CommonJS writes it (gameslib's tsc and ts-loader
// do): require("pacru/sync"), bundled by webpack for a browser, and loadSync() at once.
Object.defineProperty(exports, "__esModule", { value: true });
const pacru_1 = require("pacru/sync");
const sync_page_1 = require("../src/sync-page.js");
(0, sync_page_1.show)(pacru_1.loadSync);
