"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.loadSync = void 0;
const pacru_1 = require("pacru/sync");
exports.loadSync = pacru_1.loadSync;
