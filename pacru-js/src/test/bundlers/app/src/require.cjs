"use strict";
// require("pacru") as TypeScript compiled to CommonJS writes it: BundlerTest bundles it with webpack
// for a browser (the "browser" and "require" conditions: index.js) and fails on any warning.
Object.defineProperty(exports, "__esModule", { value: true });
const pacru_1 = require("pacru");
(0, pacru_1.load)().then((pacru) => {
  document.title = `pacru on ${pacru.target}`;
});
