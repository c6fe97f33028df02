// A page of pacru/sync as an ES module: loadSync() at once, in the module's own evaluation, with
// nothing awaited and nothing fetched (the engine is inside the bundle).
import { loadSync } from "pacru/sync";
import { show } from "../src/sync-page.js";

show(loadSync);
