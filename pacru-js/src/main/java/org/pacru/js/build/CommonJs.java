package org.pacru.js.build;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A step of the build, never part of the package: it writes the package's CommonJS files from its
 * ES modules, so that each piece of the loader and of {@code pacru/abstractplay} has one source
 * (pom.xml runs it after TeaVM, on the package folder):
 *
 * <ul>
 *   <li>{@code index.js} → {@code index.cjs}, with the lines between {@code // --- browser} and
 *       {@code // --- end browser} replaced by {@code index.node.cjs} (how Node.js reads the
 *       WebAssembly file and the JavaScript build synchronously);
 *   <li>{@code index.js} → {@code sync.js}, the loader of {@code pacru/sync} for browsers and bundlers:
 *       an ES module, the same region replaced by {@code index.sync.js} (the engine inside the
 *       modules: the JavaScript build imported statically, the WebAssembly from
 *       {@code pacru.wasm-inline.js}, which {@link WasmInline} writes from {@code pacru.wasm}); no
 *       {@code import()}, {@code import.meta} or {@code new URL} may be left in it, so a bundler
 *       emits no asset and no chunk for it; then {@code sync.js} → {@code sync.cjs} and
 *       {@code inflate.js} → {@code inflate.cjs}, as the other modules;
 *   <li>{@code abstractplay.js} → {@code abstractplay.cjs}, {@code abstractplay-translate.js} →
 *       {@code abstractplay-translate.cjs};
 *   <li>TeaVM's {@code pacru.js} → a factory of engines: the whole module becomes the body of
 *       {@code export function createEngine()}, which answers what the module exported
 *       ({@code call}), so a new instance of the JavaScript build is a function call that every
 *       bundler follows, needs no second download and leaves nothing behind in a module cache
 *       (the loader's retirement of a failed instance); {@code pacru.cjs} is the same factory as
 *       {@code module.exports};
 *   <li>TeaVM's {@code pacru.wasm-runtime.js} → {@code .cjs}: its one export statement becomes
 *       {@code module.exports};
 *   <li>{@code index.d.ts}, {@code sync.d.ts}, {@code abstractplay.d.ts} and {@code abstractplay-translate.d.ts} → {@code .d.cts} for TypeScript's CommonJS
 *       consumers ({@code "./x.js"} becomes {@code "./x.cjs"});
 * </ul>
 *
 * <p>and, in TeaVM's runtime (both forms), hides its {@code import("node:fs/promises")} (reached only
 * when TeaVM's own {@code load} is given a path, which the package never does) from bundlers,
 * which otherwise fail to resolve it for a browser, and marks its two other {@code import()} of a
 * computed name (reached only by TeaVM's own {@code load} of a module with JavaScript imports or
 * external parts, which the package never uses) as ones a bundler leaves alone: webpack warned
 * "Critical dependency: the request of a dependency is an expression" for each.
 *
 * <p>The ES modules are written to a subset this class translates exactly: {@code import {a, b}
 * from "./x.js";}, {@code import * as x from "./x.js";}, {@code export function|async
 * function|class|const|let name}, {@code export {a, b as c};}, each at the start of a line. Any
 * other import, export or {@code import.meta} outside the browser region stops the build with the
 * file and line.
 */
public final class CommonJs {
    private static final Pattern IMPORT_NAMES = Pattern.compile("^import \\{([^}]*)\\} from \"\\./([\\w.-]+)\\.js\";$");
    private static final Pattern IMPORT_ALL = Pattern.compile("^import \\* as (\\w+) from \"\\./([\\w.-]+)\\.js\";$");
    private static final Pattern EXPORT_DECLARATION = Pattern.compile("^export ((?:async )?function\\*? |class |const |let )(\\w+)");
    private static final Pattern EXPORT_LIST = Pattern.compile("^export \\{([^}]*)\\};$");
    private static final Pattern UNTRANSLATED = Pattern.compile("^\\s*(import|export)\\b|\\bimport\\s*\\(|import\\.meta");
    private static final Pattern TEAVM_EXPORT = Pattern.compile("export\\s*\\{([^}]*)\\}\\s*;?\\s*$");
    private static final Pattern DECLARATION_SPECIFIER = Pattern.compile("(from |import\\()\"\\./([\\w.-]+)\\.js\"");
    private static final String REGION_START = "// --- browser";
    private static final String REGION_END = "// --- end browser";
    /** What sync.js must not hold: a bundler would emit an asset or a chunk for it, or a browser fetch a file. */
    private static final Pattern FETCHES = Pattern.compile("\\bimport\\s*\\(|import\\.meta|\\bnew URL\\b|\\bfetch\\s*\\(");
    /** TeaVM 0.16's runtime imports modules by computed names in two places (its own load, which the package never calls). */
    static final String DYNAMIC_IMPORT = "import(";
    /** The comments that make webpack and Vite leave an import() alone, as written before its argument. */
    static final String IGNORED = "/* webpackIgnore: true */ /* @vite-ignore */ ";
    /** TeaVM 0.16's runtime reads a path with this import (only when given one, which the package never does). */
    static final String NODE_FS_IMPORT = "import(\"node:fs/promises\")";
    /** Not a string literal, nor one a bundler folds into one (esbuild folds "node:fs/" + "promises"). */
    static final String NODE_FS_IMPORT_HIDDEN = "import(/* webpackIgnore: true */ /* @vite-ignore */ [\"node:fs\", \"promises\"].join(\"/\"))";

    private CommonJs() {
    }

    /** Arguments: the package folder, then the folder of the package's sources (for index.node.cjs). */
    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: CommonJs PACKAGE_DIR SOURCE_DIR");
        }
        Path pkg = Path.of(args[0]);
        Path sources = Path.of(args[1]);
        // index.js, what a browser downloads, without its comments first, and every loader written
        // from it so: the same files whether the build starts clean or again on its own output.
        String index = withoutComments(read(pkg.resolve("index.js")));
        write(pkg.resolve("index.js"), index);
        write(pkg.resolve("index.cjs"), module("index.js", index, read(sources.resolve("index.node.cjs"))));
        WasmInline.write(pkg.resolve("pacru.wasm"), pkg.resolve("pacru.wasm-inline.js"));
        String sync = sync(index, read(sources.resolve("index.sync.js")));
        write(pkg.resolve("sync.js"), sync);
        write(pkg.resolve("sync.cjs"), module("sync.js", sync, null));
        write(pkg.resolve("inflate.cjs"), module("inflate.js", read(pkg.resolve("inflate.js")), null));
        write(pkg.resolve("pacru.wasm-inline.cjs"), module("pacru.wasm-inline.js", read(pkg.resolve("pacru.wasm-inline.js")), null));
        write(pkg.resolve("abstractplay.cjs"), module("abstractplay.js", read(pkg.resolve("abstractplay.js")), null));
        write(pkg.resolve("abstractplay-translate.cjs"), module("abstractplay-translate.js",
                read(pkg.resolve("abstractplay-translate.js")), null));
        String engine = read(pkg.resolve("pacru.js"));
        if (!engine.startsWith(FACTORY_HEADER)) {
            engine = factory("pacru.js", engine);
            write(pkg.resolve("pacru.js"), engine);
        }
        write(pkg.resolve("pacru.cjs"), factoryCommonJs("pacru.js", engine));
        String runtime = ignoreDynamicImports(hideNodeImport(read(pkg.resolve("pacru.wasm-runtime.js"))));
        write(pkg.resolve("pacru.wasm-runtime.cjs"), teavm("pacru.wasm-runtime.js", runtime));
        write(pkg.resolve("pacru.wasm-runtime.js"), runtime);
        for (String name : List.of("index", "sync", "abstractplay", "abstractplay-translate")) {
            write(pkg.resolve(name + ".d.cts"), declarations(name + ".d.ts", read(pkg.resolve(name + ".d.ts"))));
        }
    }

    /**
     * A loader as a browser downloads it: its comments left out (a third of its size, brotli; the
     * source in src/main/npm keeps them, and index.d.ts documents the package), the browser markers
     * kept, so that the build may run again on it. Only whole-line comments go: a line that is a
     * {@code //} comment, and a block comment that starts a line (up to its end; code after it on
     * its last line stays); comments after code on a line stay, as do blank lines' absence of
     * meaning: a removed line never joins two lines of code.
     */
    static String withoutComments(String source) {
        StringBuilder out = new StringBuilder();
        boolean inBlock = false;
        for (String line : source.split("\n", -1)) {
            String code = line.strip();
            if (inBlock) {
                int end = code.indexOf("*/");
                if (end < 0) {
                    continue;
                }
                inBlock = false;
                code = code.substring(end + 2).strip();
                if (!code.isEmpty()) {
                    out.append(code).append('\n');
                }
                continue;
            }
            if (code.startsWith(REGION_START) || code.startsWith(REGION_END)) {
                out.append(code).append('\n');
            } else if (code.startsWith("/*")) {
                int end = code.indexOf("*/", 2);
                if (end < 0) {
                    inBlock = true;
                } else if (!code.substring(end + 2).isBlank()) {
                    out.append(line).append('\n');           // a type cast that starts the line: code
                }
            } else if (!code.isEmpty() && !code.startsWith("//")) {
                out.append(line).append('\n');
            }
        }
        return out.toString();
    }

    /**
     * The CommonJS form of one of the package's ES modules; {@code region}, if not null, replaces
     * the lines between the browser markers.
     */
    static String module(String file, String source, String region) {
        List<String> lines;
        if (region != null) {
            lines = regionReplaced(file, source, region);
        } else if (indexOf(List.of(source.split("\n", -1)), REGION_START) >= 0
                || indexOf(List.of(source.split("\n", -1)), REGION_END) >= 0) {
            throw new IllegalStateException(file + ": a browser region, but no CommonJS text for it");
        } else {
            lines = List.of(source.split("\n", -1));
        }
        List<String> exported = new ArrayList<>();
        StringBuilder out = new StringBuilder();
        out.append("// Generated by the build from ").append(file).append(" (org.pacru.js.build.CommonJs): do not edit.\n");
        out.append("\"use strict\";\n");
        for (int i = 0; i < lines.size(); i++) {
            out.append(line(file, i + 1, lines.get(i), exported)).append('\n');
        }
        if (exported.isEmpty()) {
            throw new IllegalStateException(file + ": exports nothing");
        }
        out.append("module.exports = { ").append(String.join(", ", exported)).append(" };\n");
        return out.toString();
    }

    /** The lines of {@code source} with those between the browser markers, the markers too, replaced by {@code region}. */
    private static List<String> regionReplaced(String file, String source, String region) {
        List<String> lines = List.of(source.split("\n", -1));
        int start = indexOf(lines, REGION_START);
        int end = indexOf(lines, REGION_END);
        if (start < 0 || end < start) {
            throw new IllegalStateException(file + ": no region between '" + REGION_START + "' and '" + REGION_END + "'");
        }
        List<String> replaced = new ArrayList<>(lines.subList(0, start));
        replaced.addAll(List.of(region.strip().split("\n", -1)));
        replaced.addAll(lines.subList(end + 1, lines.size()));
        return replaced;
    }

    /**
     * The loader of {@code pacru/sync}: {@code index.js} with its browser region replaced by
     * {@code index.sync.js}, still an ES module. Stops the build where the result would make a
     * browser fetch or a bundler split anything: an {@code import()}, {@code import.meta},
     * {@code new URL} or {@code fetch(} outside comments, naming the line.
     */
    static String sync(String index, String region) {
        List<String> lines = regionReplaced("index.js", index, region);
        StringBuilder out = new StringBuilder();
        out.append("// Generated by the build from index.js and index.sync.js (org.pacru.js.build.CommonJs): do not edit.\n");
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String code = line.stripLeading();
            if (!code.startsWith("//") && !code.startsWith("*") && !code.startsWith("/*") && FETCHES.matcher(line).find()) {
                throw new IllegalStateException("sync.js:" + (i + 2) + ": pacru/sync must fetch and split nothing, but: " + line.strip());
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static String line(String file, int number, String line, List<String> exported) {
        Matcher m = IMPORT_NAMES.matcher(line);
        if (m.matches()) {
            return "const {" + m.group(1).replaceAll("\\s+as\\s+", ": ") + "} = require(\"./" + m.group(2) + ".cjs\");";
        }
        m = IMPORT_ALL.matcher(line);
        if (m.matches()) {
            return "const " + m.group(1) + " = require(\"./" + m.group(2) + ".cjs\");";
        }
        m = EXPORT_DECLARATION.matcher(line);
        if (m.find()) {
            exported.add(m.group(2));
            return line.substring("export ".length());
        }
        m = EXPORT_LIST.matcher(line);
        if (m.matches()) {
            exported.addAll(properties(m.group(1)));
            return "";
        }
        if (UNTRANSLATED.matcher(line).find() && !line.stripLeading().startsWith("//") && !line.stripLeading().startsWith("*")) {
            throw new IllegalStateException(file + ":" + number + ": an import or export CommonJs does not translate: " + line.strip());
        }
        return line;
    }

    /** {@code a, b as c} as object properties: {@code a, c: b}. */
    private static List<String> properties(String list) {
        List<String> properties = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] names = part.strip().split("\\s+as\\s+");
            if (names[0].isEmpty()) {
                continue;
            }
            properties.add(names.length == 1 || names[0].equals(names[1]) ? names[0] : names[1] + ": " + names[0]);
        }
        return properties;
    }

    /** A module TeaVM wrote: its text before its one export statement, and what it exports as object properties. */
    private record TeaVmModule(String body, List<String> exports) {
        /**
         * Splits TeaVM's module at its one export statement, at the end; stops the build at
         * {@code import.meta}, or at another import or export statement when {@code imports} is
         * true too (a function body cannot hold one).
         */
        static TeaVmModule read(String file, String source, boolean importsToo) {
            Matcher m = TEAVM_EXPORT.matcher(source);
            if (!m.find()) {
                throw new IllegalStateException(file + ": no export statement at its end");
            }
            String body = source.substring(0, m.start());
            Pattern other = importsToo ? Pattern.compile("(^|[;}\\s])(export|import)\\s*[{*(]") : Pattern.compile("(^|[;}\\s])export\\s*\\{");
            if (body.contains("import.meta") || other.matcher(body).find()) {
                throw new IllegalStateException(file + (importsToo
                        ? ": import.meta, an import or a second export statement, which a function body cannot hold"
                        : ": import.meta or a second export statement, which CommonJs does not translate"));
            }
            return new TeaVmModule(body, properties(m.group(1)));
        }
    }

    /** The CommonJS form of a module TeaVM wrote: its one export statement, at the end, becomes module.exports. */
    static String teavm(String file, String source) {
        TeaVmModule module = TeaVmModule.read(file, source, false);
        return "// Generated by the build from " + file + " (org.pacru.js.build.CommonJs): do not edit.\n\"use strict\";\n"
                + module.body() + "module.exports = { " + String.join(", ", module.exports()) + " };\n";
    }

    /** The first line of the factory form of TeaVM's JavaScript build: it is written once. */
    static final String FACTORY_HEADER = "// The JavaScript build of pacru as a factory of engines";

    /**
     * TeaVM's JavaScript module as a factory: its text, whose one export statement is at the end,
     * becomes the body of {@code export function createEngine()}, which evaluates it anew on each
     * call and answers its exports as an object. Every top-level name of TeaVM's module is then
     * local to one engine: two engines share no state, and a retired one is garbage once no caller
     * holds its functions.
     */
    static String factory(String file, String source) {
        TeaVmModule module = TeaVmModule.read(file, source, true);
        return FACTORY_HEADER + " (org.pacru.js.build.CommonJs, from " + file + " as TeaVM wrote it): do not edit.\n"
                + "/** A new, independent instance of the engine: TeaVM's module evaluated anew; answers its exports. */\n"
                + "export function createEngine() {\n"
                + module.body().strip() + "\n"
                + "return { " + String.join(", ", module.exports()) + " };\n"
                + "}\n";
    }

    /** The CommonJS form of the factory {@link #factory} wrote. */
    static String factoryCommonJs(String file, String factory) {
        String declaration = "export function createEngine() {";
        if (!factory.startsWith(FACTORY_HEADER) || !factory.contains("\n" + declaration + "\n")) {
            throw new IllegalStateException(file + ": not the factory form CommonJs writes");
        }
        return "// Generated by the build from " + file + " (org.pacru.js.build.CommonJs): do not edit.\n\"use strict\";\n"
                + factory.replace("\n" + declaration + "\n", "\nfunction createEngine() {\n")
                + "module.exports = { createEngine };\n";
    }

    /** TeaVM's runtime with its one Node.js import hidden from bundlers (it stays what it was at run time). */
    static String hideNodeImport(String runtime) {
        if (runtime.contains(NODE_FS_IMPORT_HIDDEN)) {
            return runtime;
        }
        if (countOf(runtime, NODE_FS_IMPORT) != 1 || countOf(runtime, "\"node:") != 1) {
            throw new IllegalStateException("pacru.wasm-runtime.js: expected exactly one " + NODE_FS_IMPORT
                    + " and no other node: module (a new TeaVM?)");
        }
        return runtime.replace(NODE_FS_IMPORT, NODE_FS_IMPORT_HIDDEN);
    }

    /**
     * TeaVM's runtime with its import() of computed names marked as ones webpack and Vite leave
     * alone (they stay what they were at run time); once: a marked one is not marked again. Stops
     * the build where the runtime has another number of them than TeaVM 0.16's two and its
     * hidden Node.js import.
     */
    static String ignoreDynamicImports(String runtime) {
        int all = countOf(runtime, DYNAMIC_IMPORT);
        int bare = all - countOf(runtime, DYNAMIC_IMPORT + "/*");
        if (all != 3 || (bare != 2 && bare != 0)) {
            throw new IllegalStateException("pacru.wasm-runtime.js: expected three import(), two of computed names and the hidden one of "
                    + "node:fs, found " + all + ", " + bare + " of them unmarked (a new TeaVM?)");
        }
        return runtime.replaceAll("\\bimport\\((?!/\\*)", Matcher.quoteReplacement(DYNAMIC_IMPORT + IGNORED));
    }

    private static int countOf(String text, String part) {
        int count = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            count++;
        }
        return count;
    }

    /** A declaration file for TypeScript's CommonJS consumers: the same types, naming the .cjs files. */
    static String declarations(String file, String source) {
        return "// Generated by the build from " + file + " (org.pacru.js.build.CommonJs): do not edit.\n"
                + DECLARATION_SPECIFIER.matcher(source).replaceAll("$1\"./$2.cjs\"");
    }

    private static int indexOf(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(prefix)) {
                return i;
            }
        }
        return -1;
    }

    private static String read(Path path) {
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("CommonJs: cannot read " + path, e);
        }
    }

    private static void write(Path path, String text) {
        try {
            Files.writeString(path, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("CommonJs: cannot write " + path, e);
        }
    }
}
