// A page of pacru/sync through a CommonJS dependency (pacru-sync-require, as gameslib's compiled
// CommonJS is to a front end): Vite's dev server pre-bundles it, its require("pacru/sync") with it.
import { loadSync } from "pacru-sync-require";
import { show } from "../src/sync-page.js";

show(loadSync);
