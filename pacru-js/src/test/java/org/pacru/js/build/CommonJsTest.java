package org.pacru.js.build;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The build's ES-module-to-CommonJS step writes exactly the subset it documents and stops the
 * build on anything else, so a CommonJS file never silently differs from its ES module.
 */
class CommonJsTest {

    @Test
    @DisplayName("index.js as shipped: whole-line comments left out, code after a block comment and trailing comments kept, the browser markers kept, and stripping it again changes nothing")
    void theShippedLoaderHasNoWholeLineComments() {
        String source = String.join("\n",
                "// The pacru npm package: a header",
                "//",
                "import * as runtime from \"./pacru.wasm-runtime.js\";",
                "",
                "/** The calls. */",
                "const CALLS = [\"legal\"]; // trailing: kept",
                "/**",
                " * A block over",
                " * three lines.",
                " */",
                "export function f(x) {",
                "  const y =",
                "    /** @type {number} */ (x);",
                "  return `a // b`;",
                "}",
                "// --- browser: the build replaces this region",
                "// in index.cjs",
                "const url = 1;",
                "// --- end browser",
                "");
        String shipped = CommonJs.withoutComments(source);
        assertThat(shipped).isEqualTo(String.join("\n",
                "import * as runtime from \"./pacru.wasm-runtime.js\";",
                "const CALLS = [\"legal\"]; // trailing: kept",
                "export function f(x) {",
                "  const y =",
                "    /** @type {number} */ (x);",
                "  return `a // b`;",
                "}",
                "// --- browser: the build replaces this region",
                "const url = 1;",
                "// --- end browser",
                ""));
        assertThat(CommonJs.withoutComments(shipped)).isEqualTo(shipped);
    }

    @Test
    void importsBecomeRequiresOfTheCjsFilesAndExportsBecomeModuleExports() {
        String cjs = CommonJs.module("a.js", String.join("\n",
                "import { load, loadSync as sync } from \"./index.js\";",
                "import * as runtime from \"./pacru.wasm-runtime.js\";",
                "export function f() {}",
                "export async function g() {}",
                "export class C {}",
                "const x = 1;",
                "export { x, x as y };"), null);
        assertThat(cjs).contains("const { load, loadSync: sync } = require(\"./index.cjs\");",
                "const runtime = require(\"./pacru.wasm-runtime.cjs\");", "\nfunction f() {}", "\nasync function g() {}",
                "\nclass C {}", "\"use strict\";").endsWith("module.exports = { f, g, C, x, y: x };\n");
        assertThat(cjs).doesNotContain("export ", "import ");
    }

    @Test
    void theBrowserRegionIsReplacedByTheNodeText() {
        String cjs = CommonJs.module("index.js", String.join("\n",
                "export const a = 1;",
                "// --- browser: replaced",
                "const url = new URL(\"./pacru.wasm\", import.meta.url);",
                "const js = () => import(\"./pacru.js\");",
                "// --- end browser",
                "export const b = 2;"), "const file = require(\"node:path\").join(__dirname, \"pacru.wasm\");\n");
        assertThat(cjs).contains("const file = require(").doesNotContain("import.meta", "import(", "--- browser")
                .endsWith("module.exports = { a, b };\n");
    }

    @Test
    void anImportOrExportOutsideTheSubsetStopsTheBuildNamingTheLine() {
        assertThatThrownBy(() -> CommonJs.module("a.js", "export const a = 1;\nconst u = import.meta.url;", null))
                .hasMessageContaining("a.js:2");
        assertThatThrownBy(() -> CommonJs.module("a.js", "export default 1;", null)).hasMessageContaining("a.js:1");
        assertThatThrownBy(() -> CommonJs.module("a.js", "export * from \"./b.js\";", null)).hasMessageContaining("a.js:1");
        assertThatThrownBy(() -> CommonJs.module("a.js", "export const a = 1;\nawait import(\"./b.js\");", null))
                .hasMessageContaining("a.js:2");
        assertThatThrownBy(() -> CommonJs.module("a.js", "export const a = 1;", "x")).hasMessageContaining("no region");
    }

    @Test
    void teavmsExportStatementBecomesModuleExports() {
        assertThat(CommonJs.teavm("pacru.js", "let C=1,D=2;\nexport{C as main,D as call};\n"))
                .endsWith("let C=1,D=2;\nmodule.exports = { main: C, call: D };\n");
        assertThatThrownBy(() -> CommonJs.teavm("pacru.js", "let C=1;")).hasMessageContaining("no export statement");
        assertThatThrownBy(() -> CommonJs.teavm("pacru.js", "let C=import.meta.url;export{C as c};"))
                .hasMessageContaining("import.meta");
    }

    @Test
    void teavmsJavaScriptBuildBecomesAFactoryOfIndependentEnginesInBothModuleForms() {
        String factory = CommonJs.factory("pacru.js", "\"use strict\";let C=1,D=()=>C++;\nexport{C as main,D as call};\n");
        assertThat(factory).startsWith(CommonJs.FACTORY_HEADER).contains("\nexport function createEngine() {\n")
                .endsWith("let C=1,D=()=>C++;\nreturn { main: C, call: D };\n}\n").doesNotContain("export{");
        String cjs = CommonJs.factoryCommonJs("pacru.js", factory);
        assertThat(cjs).contains("\nfunction createEngine() {\n").doesNotContain("export ")
                .endsWith("}\nmodule.exports = { createEngine };\n");
        assertThatThrownBy(() -> CommonJs.factory("pacru.js", "let C=1;")).hasMessageContaining("no export statement");
        assertThatThrownBy(() -> CommonJs.factory("pacru.js", "let C=import.meta.url;export{C as c};"))
                .hasMessageContaining("import.meta");
        assertThatThrownBy(() -> CommonJs.factory("pacru.js", "import {x} from \"./x.js\";let C=x;export{C as c};"))
                .hasMessageContaining("an import");
        assertThatThrownBy(() -> CommonJs.factoryCommonJs("pacru.js", "let C=1;")).hasMessageContaining("not the factory form");
    }

    @Test
    void theRuntimesNodeImportIsHiddenFromBundlersOnceAndOnlyIfItIsTheOnlyNodeModule() {
        String runtime = "async function b(){return await import(\"node:fs/promises\")}export{b as load};";
        String hidden = CommonJs.hideNodeImport(runtime);
        assertThat(hidden).doesNotContain("\"node:fs/promises\"").contains("webpackIgnore", "@vite-ignore");
        assertThat(CommonJs.hideNodeImport(hidden)).isEqualTo(hidden);
        assertThatThrownBy(() -> CommonJs.hideNodeImport(runtime + "import(\"node:url\")")).hasMessageContaining("new TeaVM");
    }

    @Test
    void syncJsIsIndexJsWithTheSyncRegionAndStaysAnEsModule() {
        String index = String.join("\n",
                "import * as runtime from \"./pacru.wasm-runtime.js\";",
                "export const a = 1;",
                "// --- browser: replaced",
                "const url = new URL(\"./pacru.wasm\", import.meta.url);",
                "const js = () => import(\"./pacru.js\");",
                "// --- end browser",
                "export const b = 2;");
        String sync = CommonJs.sync(index, "// --- sync\nimport { createEngine } from \"./pacru.js\";\nconst js = () => createEngine;\n");
        assertThat(sync).startsWith("// Generated by the build from index.js and index.sync.js")
                .contains("import * as runtime from \"./pacru.wasm-runtime.js\";\nexport const a = 1;\n// --- sync\n"
                        + "import { createEngine } from \"./pacru.js\";\nconst js = () => createEngine;\nexport const b = 2;\n")
                .doesNotContain("import.meta", "import(", "new URL", "--- browser");
        assertThat(CommonJs.module("sync.js", sync, null)).contains("const { createEngine } = require(\"./pacru.cjs\");")
                .endsWith("module.exports = { a, b };\n");
    }

    @Test
    void syncJsWithAnythingThatFetchesOrSplitsStopsTheBuildNamingTheLine() {
        String index = "export const a = 1;\n// --- browser\n// --- end browser\nexport const b = 2;";
        for (String fetching : List.of("const m = import(\"./pacru.js\");", "const u = import.meta.url;",
                "const u = new URL(\"./pacru.wasm\", base);", "const r = fetch(\"./pacru.wasm\");")) {
            assertThatThrownBy(() -> CommonJs.sync(index, "// --- sync\n" + fetching)).as(fetching)
                    .hasMessageContaining("sync.js:4: pacru/sync must fetch and split nothing, but: " + fetching);
        }
        assertThat(CommonJs.sync(index, "// --- sync\n// import(\"./pacru.js\") is gone: a comment may say so")).contains("a comment may say so");
        assertThatThrownBy(() -> CommonJs.sync("export const a = 1;", "x")).hasMessageContaining("no region");
    }

    @Test
    void theRuntimesImportsOfComputedNamesAreLeftToRunTimeByWebpackAndViteOnce() {
        String runtime = CommonJs.hideNodeImport("async function j(a){return await import(a)}async function b(){return import(\"node:fs/promises\")}"
                + "async function I(t){return import(t)}export{j as load};");
        String marked = CommonJs.ignoreDynamicImports(runtime);
        assertThat(marked).contains("await import(/* webpackIgnore: true */ /* @vite-ignore */ a)",
                "return import(/* webpackIgnore: true */ /* @vite-ignore */ t)").doesNotContain("import(a)", "import(t)");
        assertThat(CommonJs.ignoreDynamicImports(marked)).isEqualTo(marked);
        assertThatThrownBy(() -> CommonJs.ignoreDynamicImports(runtime + "import(x)")).hasMessageContaining("found 4, 3 of them unmarked")
                .hasMessageContaining("new TeaVM");
        assertThatThrownBy(() -> CommonJs.ignoreDynamicImports("import(a);import(b);export{a as b};"))
                .hasMessageContaining("found 2");
    }

    @Test
    void theWebAssemblyInlineModuleCarriesTheBytesDeflatedAsBase64AndTheirSize() throws Exception {
        byte[] wasm = new byte[20_000];
        System.arraycopy(new byte[] {0, 'a', 's', 'm', 1, 0, 0, 0}, 0, wasm, 0, 8);
        for (int i = 8; i < wasm.length; i++) {
            wasm[i] = (byte) (i % 7 == 0 ? i * 31 : i % 5);
        }
        String module = WasmInline.module(wasm);
        java.util.regex.Matcher size = java.util.regex.Pattern.compile("(?m)^export const WASM_SIZE = (\\d+);$").matcher(module);
        java.util.regex.Matcher text = java.util.regex.Pattern.compile("(?m)^export const WASM_DEFLATED = \"([A-Za-z0-9+/=]+)\";$").matcher(module);
        assertThat(size.find()).isTrue();
        assertThat(text.find()).isTrue();
        assertThat(Integer.parseInt(size.group(1))).isEqualTo(wasm.length);
        java.util.zip.Inflater inflater = new java.util.zip.Inflater(true);
        inflater.setInput(java.util.Base64.getDecoder().decode(text.group(1)));
        byte[] inflated = new byte[wasm.length + 1];
        int n = inflater.inflate(inflated);
        inflater.end();
        assertThat(java.util.Arrays.copyOf(inflated, n)).isEqualTo(wasm);
        assertThat(text.group(1).length()).isLessThan(wasm.length / 2);
        assertThat(CommonJs.module("pacru.wasm-inline.js", module, null)).endsWith("module.exports = { WASM_SIZE, WASM_DEFLATED };\n");
        assertThatThrownBy(() -> WasmInline.module("<!doctype html>".getBytes(java.nio.charset.StandardCharsets.UTF_8)))
                .hasMessageContaining("not a WebAssembly module");
    }

    @Test
    void declarationsNameTheCjsFiles() {
        assertThat(CommonJs.declarations("abstractplay.d.ts", "import type { Pacru } from \"./index.js\";\n"))
                .endsWith("import type { Pacru } from \"./index.cjs\";\n");
    }
}
