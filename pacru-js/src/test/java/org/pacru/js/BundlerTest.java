package org.pacru.js;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.pacru.examples.browser.HeadlessChromium;

/**
 * The npm package in the tools JavaScript developers build with: the sample app of
 * {@code src/test/bundlers/app} ({@code import { load } from "pacru"}, seeded games written into the
 * page, then {@code pacru/abstractplay}'s {@code PacruGame} as Abstract Play's gameslib uses it)
 * bundled by webpack 5, Vite, esbuild and Rollup, each bundle opened in headless Chromium on
 * WebAssembly GC and on JavaScript; the same app as a plain {@code <script type="module">} page
 * with an import map and no bundler; its Node.js scripts as an ES module and as CommonJS
 * ({@code require} and {@code loadSync()}) on Node.js 18, 20, 22 and 24; and the ES-module
 * script on Bun and Deno. Every seeded game's line must equal the JVM's ({@link Expectations#game}:
 * the same calls with the same seeds). Then {@code pacru/sync}: its pages ({@code sync/}) call
 * {@code loadSync()} at once when the bundle runs, imported as an ES module and required as
 * CommonJS, bundled by each bundler and served by Vite's dev server, and fetch nothing but the
 * page's own files. No bundler may print a warning but the size hints every bundle of this size
 * gets ({@link #assertNoWarnings}).
 *
 * <p>The tools are those of {@code src/test/bundlers/tools}, at the exact versions of its
 * {@code package-lock.json}, installed by {@code npm ci} from the npm registry into a cache folder
 * ({@code PACRU_BUNDLERS_DIR} or {@code -Dpacru.bundlers.dir}, else {@code ~/.cache/pacru/bundlers}),
 * once per lock file. The app gets the package as a user does: {@code npm pack} of
 * {@code target/npm/pacru}, installed from the tarball. Each bundler is run with the command line
 * and the one extra step {@link Bundler} names, and nothing else: what docs/javascript.md tells users.
 *
 * <p>They need Node.js 22 or later (as {@link NodeTest}: {@code PACRU_NODE}) and {@code npm}; without
 * them, or without Chromium for the pages, the tests are skipped and say so, unless the Node tests
 * are required ({@code PACRU_NODE_TESTS=required}, as {@code .ci/run} sets) or the browser tests
 * ({@code PACRU_BROWSER_TESTS=required}). Bun and Deno are optional packages: where npm could not
 * install them, their tests say so and are skipped.
 */
@org.junit.jupiter.api.TestMethodOrder(org.junit.jupiter.api.MethodOrderer.OrderAnnotation.class)
class BundlerTest {
    /** The package under test: the build's, or another folder ({@code -Dpacru.package.dir}, to try a package built elsewhere). */
    private static final Path PACKAGE = Path.of(System.getProperty("pacru.package.dir", "target/npm/pacru"));
    private static final Path SOURCES = Path.of("src", "test", "bundlers");
    private static final Path WORK = Path.of("target", "bundlers");
    /** The seeded games each page and script plays: 3 players on the standard ruleset, 4 on abstractplay. */
    private static final List<Integer> GAMES = List.of(4, 5);

    private static boolean required;
    private static String node;
    /** The installed tools' {@code node_modules}. */
    private static Path tools;
    /** The sample app with the package installed in it. */
    private static Path app;
    private static List<String> expected;
    private static HeadlessChromium chromium;

    /** Each bundler: how the app is bundled into {@code dist/NAME}, as docs/javascript.md says. */
    enum Bundler {
        /** webpack 5 with its CLI and no configuration file: pacru.wasm is an asset by new URL(…, import.meta.url). */
        WEBPACK(false, "webpack", "--mode", "production", "--entry", "./src/index.js", "--output-path", "dist/webpack",
                "--output-filename", "index.js"),
        /** Vite with no configuration file: index.html is the entry; pacru.wasm is an asset by new URL(…, import.meta.url). */
        VITE(false, "vite", "build", "--outDir", "dist/vite"),
        /**
         * esbuild: an ES-module bundle (import.meta.url is kept), the search worker its second entry
         * point (esbuild bundles no worker of new Worker(new URL(…))); it emits no asset for new URL, so
         * pacru.wasm and pacru.js are copied beside it.
         */
        ESBUILD(true, "esbuild", "src/index.js", "src/search-worker.js", "--bundle", "--format=esm", "--outdir=dist/esbuild"),
        /**
         * Rollup with @rollup/plugin-node-resolve (to find packages at all), the search worker its second
         * entry point; it emits no asset for new URL, so pacru.wasm and pacru.js are copied beside it.
         */
        ROLLUP(true, "rollup", "src/index.js", "src/search-worker.js", "--dir", "dist/rollup", "--format", "es", "--plugin", "node-resolve");

        /** Whether the bundler leaves the engine's files to the user: pacru.wasm and pacru.js copied beside the bundle. */
        final boolean copiesEngine;
        final List<String> command;

        Bundler(boolean copiesEngine, String... command) {
            this.copiesEngine = copiesEngine;
            this.command = List.of(command);
        }

        String folder() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    @BeforeAll
    static void installToolsAndApp() throws IOException, InterruptedException {
        required = Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"));
        node = Optional.ofNullable(System.getProperty("pacru.node")).or(() -> Optional.ofNullable(System.getenv("PACRU_NODE")))
                .orElse("node");
        String version = output(List.of(node, "--version"), Path.of(".")).orElse("");
        if (!version.matches("v\\d+\\..*\\s*") || Integer.parseInt(version.substring(1, version.indexOf('.'))) < 22) {
            skipOrFail("no Node.js 22 or later at '" + node + "' (" + (version.isEmpty() ? "none" : version.strip())
                    + "; PACRU_NODE names one; .ci/run installs it)");
        }
        if (output(List.of("npm", "--version"), Path.of(".")).isEmpty()) {
            skipOrFail("no npm on the PATH");
        }
        assertThat(PACKAGE.resolve("pacru.wasm")).as("the package built by TeaVM").exists();
        tools = installTools();
        app = installApp();
        expected = GAMES.stream().map(Expectations::game).collect(Collectors.toList());
    }

    @AfterAll
    static void stopBrowser() {
        if (chromium != null) {
            chromium.close();
        }
    }

    private static void skipOrFail(String missing) {
        if (required) {
            Assertions.fail("BundlerTest: the Node tests are required (PACRU_NODE_TESTS=required) but there is " + missing);
        }
        System.out.println("BundlerTest: SKIPPED: " + missing);
        Assumptions.abort("bundler tests skipped: " + missing);
    }

    /**
     * The tools of {@code src/test/bundlers/tools} installed by {@code npm ci} into the cache
     * folder, in a folder named by the lock file's hash (a new lock, a new folder; an install that
     * stopped halfway is never used: it is renamed into place only when done).
     */
    private static Path installTools() throws IOException, InterruptedException {
        Path lock = SOURCES.resolve("tools").resolve("package-lock.json");
        String key = sha256(Files.readAllBytes(lock)).substring(0, 16);
        Path cache = Path.of(Optional.ofNullable(System.getProperty("pacru.bundlers.dir"))
                .or(() -> Optional.ofNullable(System.getenv("PACRU_BUNDLERS_DIR")))
                .orElse(System.getProperty("user.home") + "/.cache/pacru/bundlers"));
        Path done = cache.resolve(key);
        if (!Files.isDirectory(done.resolve("node_modules"))) {
            Path partial = cache.resolve(key + ".partial-" + ProcessHandle.current().pid());
            deleteTree(partial);
            Files.createDirectories(partial);
            Files.copy(lock, partial.resolve("package-lock.json"));
            Files.copy(SOURCES.resolve("tools").resolve("package.json"), partial.resolve("package.json"));
            long started = System.nanoTime();
            Result ci = run(List.of("npm", "ci", "--no-audit", "--no-fund"), partial, 15);
            if (ci.code != 0) {
                deleteTree(partial);
                skipOrFail("no bundlers: npm ci of " + lock + " failed:\n" + ci.output);
            }
            System.out.printf("BundlerTest: npm ci of the bundlers and runtimes into %s in %.0f s%n", done,
                    (System.nanoTime() - started) / 1e9);
            try {
                Files.move(partial, done, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException another) {
                // another build installed the same lock at the same time: use its folder
                deleteTree(partial);
            }
        }
        return done.resolve("node_modules");
    }

    /** {@code src/test/bundlers/app} in {@code target/bundlers/app}, with the package installed from its {@code npm pack} tarball. */
    private static Path installApp() throws IOException, InterruptedException {
        Path dir = WORK.resolve("app");
        Path pack = WORK.resolve("pack");
        deleteTree(WORK);
        Files.createDirectories(pack);
        copyTree(SOURCES.resolve("app"), dir);
        Result packed = run(List.of("npm", "pack", "--pack-destination", pack.toAbsolutePath().toString()), PACKAGE, 2);
        assertThat(packed.code).as("npm pack:\n%s", packed.output).isZero();
        Path tarball;
        try (Stream<Path> files = Files.list(pack)) {
            tarball = files.filter(f -> f.toString().endsWith(".tgz")).findFirst().orElseThrow();
        }
        Files.writeString(dir.resolve("package.json"), "{\"name\": \"pacru-sample\", \"private\": true, \"type\": \"module\"}\n");
        Result installed = run(List.of("npm", "install", "--offline", "--no-audit", "--no-fund",
                tarball.toAbsolutePath().toString()), dir, 2);
        assertThat(installed.code).as("npm install of the package:\n%s", installed.output).isZero();
        return dir;
    }

    /** The smallest a file holding the JavaScript build can be (it is 450 KB and more; the app's own files are under 100 KB). */
    private static final long ENGINE_JS_BYTES = 300_000;

    /**
     * What each bundle's page and worker requested on each build, for sizes.mjs's table of the
     * bundles ({@link #guideTableOfBundleSizesIsTheMeasurement}): bundler, its folder, the files of each build.
     */
    private static final Map<Bundler, Map<String, List<String>>> DOWNLOADS = new java.util.concurrent.ConcurrentHashMap<>();

    @ParameterizedTest(name = "{0}")
    @EnumSource(Bundler.class)
    @DisplayName("each bundler's default build of the guide's app and its search worker: no warning; in Chromium the seeded games as the JVM on WebAssembly GC and on JavaScript, PacruGame, the worker's search; each build downloads only its own engine")
    void bundleInChromium(Bundler bundler) throws IOException, InterruptedException {
        Path dist = app.resolve("dist").resolve(bundler.folder());
        List<String> command = new ArrayList<>(bundler.command);
        command.set(0, tools.resolve(".bin").resolve(command.get(0)).toAbsolutePath().toString());
        long started = System.nanoTime();
        Result built = run(command, app, 5);
        System.out.printf("BundlerTest: %s bundled the app in %.1f s%n%s%n", bundler.folder(), (System.nanoTime() - started) / 1e9,
                built.output);
        assertThat(built.code).as("%s %s:\n%s", bundler.folder(), String.join(" ", bundler.command), built.output).isZero();
        assertNoWarnings(bundler.folder() + " " + String.join(" ", bundler.command), built.output);
        if (bundler != Bundler.VITE) {
            Files.copy(app.resolve("page.html"), dist.resolve("index.html"), StandardCopyOption.REPLACE_EXISTING);
        }
        if (bundler.copiesEngine) {
            for (String file : List.of("pacru.wasm", "pacru.js")) {
                Files.copy(app.resolve("node_modules/pacru").resolve(file), dist.resolve(file), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        List<String> files;
        try (Stream<Path> walk = Files.walk(dist)) {
            files = walk.filter(Files::isRegularFile).map(f -> dist.relativize(f).toString().replace('\\', '/')).sorted()
                    .collect(Collectors.toList());
        }
        System.out.println("BundlerTest: " + bundler.folder() + " wrote " + files.stream()
                .map(f -> f + " " + size(dist.resolve(f))).collect(Collectors.joining(", ")));
        List<String> engineJs = files.stream().filter(f -> f.endsWith(".js") && bytes(dist.resolve(f)) >= ENGINE_JS_BYTES)
                .collect(Collectors.toList());
        assertThat(engineJs).as("%s: the JavaScript build is one file of its own, in no bundle of the page or the worker: %s", bundler.folder(), files)
                .hasSize(1);
        Map<String, List<String>> downloads = new java.util.TreeMap<>();
        for (String target : List.of("wasm", "js")) {
            List<String> requested = assertPage(dist, "index.html", target).stream().map(r -> r.replaceFirst("^/", "").replaceFirst("\\?.*", ""))
                    .filter(r -> !r.equals("index.html")).distinct().sorted().collect(Collectors.toList());
            if (target.equals("wasm")) {
                assertThat(requested).as("%s on WebAssembly GC (page and worker): the .wasm, never the JavaScript build", bundler.folder())
                        .anyMatch(r -> r.endsWith(".wasm")).doesNotContainAnyElementsOf(engineJs);
            } else {
                assertThat(requested).as("%s on JavaScript (page and worker): the JavaScript build, never the .wasm", bundler.folder())
                        .containsAll(engineJs).noneMatch(r -> r.endsWith(".wasm"));
            }
            downloads.put(target, requested);
        }
        DOWNLOADS.put(bundler, downloads);
    }

    private static long bytes(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * docs/javascript.md's table of what the guide's app downloads per bundler is the measurement of
     * the bundles built here ({@code src/bench/node/sizes.mjs --check}, which compresses the files
     * each page and worker requested): sizes are deterministic, so a changed engine or bundler fails
     * here until the table is written anew ({@code sizes.mjs --write}). Runs after the bundles.
     */
    @Test
    @org.junit.jupiter.api.Order(Integer.MAX_VALUE)
    @DisplayName("docs/javascript.md's bundle sizes are what the four bundles' pages and workers downloaded, measured afresh")
    void guideTableOfBundleSizesIsTheMeasurement() throws IOException, InterruptedException {
        for (Bundler bundler : Bundler.values()) {
            if (!DOWNLOADS.containsKey(bundler)) {
                bundleInChromium(bundler);
            }
        }
        StringBuilder json = new StringBuilder("{");
        for (Bundler bundler : Bundler.values()) {
            Map<String, List<String>> d = DOWNLOADS.get(bundler);
            json.append(json.length() > 1 ? ",\n" : "\n").append("  \"").append(bundler.folder()).append("\": {\"dir\": \"")
                    .append(app.resolve("dist").resolve(bundler.folder()).toAbsolutePath().toString().replace("\\", "/")).append("\"");
            for (String target : List.of("wasm", "js")) {
                json.append(", \"").append(target).append("\": [").append(d.get(target).stream().map(f -> "\"" + f + "\"")
                        .collect(Collectors.joining(", "))).append("]");
            }
            json.append("}");
        }
        json.append("\n}\n");
        Path downloads = WORK.resolve("downloads.json");
        Files.writeString(downloads, json.toString());
        List<String> command = List.of(node, Path.of("src", "bench", "node", "sizes.mjs").toString(), "--check", "--only", "bundles",
                "--downloads", downloads.toAbsolutePath().toString(), "--doc", Path.of("..", "docs", "javascript.md").toString());
        Result checked = run(command, Path.of("."), 5);
        System.out.println("BundlerTest: " + String.join(" ", command) + "\n" + checked.output);
        assertThat(checked.code).as("%s:%n%s", String.join(" ", command), checked.output).isZero();
    }

    /**
     * What the bundlers print besides warnings: their size hints, which every bundle over their
     * limits gets whatever is in it (webpack's performance hints over 244 KiB, Vite's chunks over
     * 500 kB; only the project's own configuration turns them off), and esbuild's mark of a large
     * file in its summary. Removed before the output is searched for warnings.
     */
    private static final List<Pattern> SIZE_HINTS = List.of(
            Pattern.compile("(?m)^WARNING in (asset size limit|entrypoint size limit|webpack performance recommendations):.*?(?=^WARNING in |^webpack \\d|\\z)",
                    Pattern.DOTALL),
            Pattern.compile("(?m)^webpack [\\d.]+ compiled with \\d+ warnings? in \\d+ ms$"),
            Pattern.compile("(?m)^\\[plugin builtin:vite-reporter\\]\\s*\\n\\(!\\) Some chunks are larger than 500 kB after minification\\..*?chunkSizeWarningLimit\\.$",
                    Pattern.DOTALL),
            Pattern.compile("(?m)^\\s*\\S+\\s+[\\d.]+[km]?b ⚠️$"));

    /** The words a bundler's warning has: webpack's WARNING, esbuild's ▲ [WARNING], Rollup's and Vite's (!) and [plugin …] warnings. */
    private static final Pattern WARNING = Pattern.compile("(?i)warn|\\(!\\)|▲|critical dependency");

    /**
     * Fails if a bundler printed a warning: any, since the sample app has no code of its own to
     * warn about; only the size hints of {@link #SIZE_HINTS} are allowed, and they must be
     * exactly those (webpack's asset and entrypoint size, Vite's chunk size).
     */
    static void assertNoWarnings(String what, String output) {
        String rest = output;
        for (Pattern hint : SIZE_HINTS) {
            rest = hint.matcher(rest).replaceAll("");
        }
        List<String> warned = rest.lines().filter(l -> WARNING.matcher(l).find()).collect(Collectors.toList());
        assertThat(warned).as("%s printed warnings (besides the size hints every bundle this size gets):%n%s", what, output).isEmpty();
    }

    @Test
    @DisplayName("docs/javascript.md's search worker sample is the sample app's src/search-worker.js, which every bundle above builds and runs")
    void guideWorkerSampleIsTheTestedWorker() throws IOException {
        String worker = Files.readString(SOURCES.resolve("app").resolve("src").resolve("search-worker.js"), StandardCharsets.UTF_8);
        String guide = Files.readString(Path.of("..", "docs", "javascript.md"), StandardCharsets.UTF_8);
        assertThat(guide).as("docs/javascript.md holds src/search-worker.js as a ```js block").contains("```js\n" + worker + "```\n");
    }

    @Test
    @DisplayName("webpack bundles require(\"pacru\") (CommonJS as TypeScript writes it) for a browser with no warning but its size hints, emitting pacru.wasm as an asset")
    void webpackRequiresPacruWithoutWarnings() throws IOException, InterruptedException {
        List<String> command = List.of(tools.resolve(".bin").resolve("webpack").toAbsolutePath().toString(), "--mode", "production",
                "--entry", "./src/require.cjs", "--output-path", "dist/webpack-require", "--output-filename", "main.js");
        Result built = run(command, app, 5);
        System.out.println("BundlerTest: webpack of src/require.cjs:\n" + built.output);
        assertThat(built.code).as("webpack of src/require.cjs:\n%s", built.output).isZero();
        assertNoWarnings("webpack of src/require.cjs", built.output);
        try (Stream<Path> files = Files.list(app.resolve("dist").resolve("webpack-require"))) {
            assertThat(files.map(f -> f.getFileName().toString())).as("the browser form: pacru.wasm is an asset of the bundle")
                    .anyMatch(f -> f.endsWith(".wasm"));
        }
    }

    /** Each bundle of a pacru/sync page: the command, and where the bundler writes it ({@code dist/NAME}). */
    enum SyncBuild {
        /** webpack, ES module: {@code import { loadSync } from "pacru/sync"}. */
        WEBPACK_IMPORT("webpack", "--mode", "production", "--entry", "./sync/main.js", "--output-path", "dist/webpack-sync-import",
                "--output-filename", "main.js"),
        /** webpack, CommonJS as TypeScript writes it: {@code require("pacru/sync")} (webpack resolves it with "browser" and "require"). */
        WEBPACK_REQUIRE("webpack", "--mode", "production", "--entry", "./sync/main.cjs", "--output-path", "dist/webpack-sync-require",
                "--output-filename", "main.js"),
        /** Vite's build of {@code sync/index.html}. */
        VITE_IMPORT("vite", "build", "sync", "--outDir", "../dist/vite-sync-import", "--emptyOutDir"),
        /** Vite's build of {@code sync-cjs/index.html}, whose script is the CommonJS page. */
        VITE_REQUIRE("vite", "build", "sync-cjs", "--outDir", "../dist/vite-sync-require", "--emptyOutDir"),
        ESBUILD_IMPORT("esbuild", "sync/main.js", "--bundle", "--format=esm", "--outfile=dist/esbuild-sync-import/main.js"),
        ESBUILD_REQUIRE("esbuild", "sync/main.cjs", "--bundle", "--format=esm", "--outfile=dist/esbuild-sync-require/main.js"),
        ROLLUP_IMPORT("rollup", "sync/main.js", "--file", "dist/rollup-sync-import/main.js", "--format", "es", "--plugin", "node-resolve"),
        /** Rollup reads CommonJS through @rollup/plugin-commonjs, as any CommonJS source needs. */
        ROLLUP_REQUIRE("rollup", "sync/main.cjs", "--file", "dist/rollup-sync-require/main.js", "--format", "es", "--plugin", "node-resolve",
                "--plugin", "commonjs");

        final List<String> command;

        SyncBuild(String... command) {
            this.command = List.of(command);
        }

        String folder() {
            return name().toLowerCase(java.util.Locale.ROOT).replaceFirst("_", "-sync-");
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(SyncBuild.class)
    @DisplayName("pacru/sync bundled by each bundler, imported and required: loadSync() at once when the bundle runs plays the seeded games as the JVM on WebAssembly GC and on JavaScript, the bundle is one JavaScript file, the page fetches nothing else, no warning")
    void syncBundleInChromium(SyncBuild build) throws IOException, InterruptedException {
        Path dist = app.resolve("dist").resolve(build.folder());
        List<String> command = new ArrayList<>(build.command);
        command.set(0, tools.resolve(".bin").resolve(command.get(0)).toAbsolutePath().toString());
        Result built = run(command, app, 5);
        System.out.printf("BundlerTest: %s%n%s%n", build.folder(), built.output);
        assertThat(built.code).as("%s:\n%s", String.join(" ", build.command), built.output).isZero();
        assertNoWarnings(String.join(" ", build.command), built.output);
        if (!build.name().startsWith("VITE")) {
            Files.copy(app.resolve("sync").resolve("page.html"), dist.resolve("index.html"), StandardCopyOption.REPLACE_EXISTING);
        }
        List<String> files;
        try (Stream<Path> walk = Files.walk(dist)) {
            files = walk.filter(Files::isRegularFile).map(f -> dist.relativize(f).toString().replace('\\', '/')).sorted()
                    .collect(Collectors.toList());
        }
        System.out.println("BundlerTest: " + build.folder() + " wrote " + files.stream()
                .map(f -> f + " " + size(dist.resolve(f))).collect(Collectors.joining(", ")));
        assertThat(files).as("%s: the page and one JavaScript file, no asset, no chunk", build.folder()).hasSize(2).contains("index.html")
                .anyMatch(f -> f.endsWith(".js"));
        for (String target : List.of("default", "wasm", "js")) {
            assertSyncPage(dist, target);
        }
    }

    private static String size(Path file) {
        try {
            return Files.size(file) + " bytes";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Opens the pacru/sync page of a bundle ({@code dist/index.html}) for one build ("default": the
     * one loadSync() chooses, WebAssembly GC in Chromium) and checks its games against the JVM's; the
     * page may request only itself and the files its HTML names.
     */
    @SuppressWarnings("unchecked")
    private static void assertSyncPage(Path dist, String target) throws IOException {
        List<String> requests = java.util.Collections.synchronizedList(new ArrayList<>());
        HttpServer server = serve(dist, requests);
        try {
            Map<String, Object> shown = openSyncPage("http://127.0.0.1:" + server.getAddress().getPort() + "/index.html", target);
            List<String> all;
            synchronized (requests) {
                all = List.copyOf(requests);
            }
            String html = Files.readString(dist.resolve("index.html"), StandardCharsets.UTF_8);
            Matcher named = Pattern.compile("(?:src|href)=\"\\.?(/[^\"]+)\"").matcher(html.replace("src=\"./", "src=\"/"));
            java.util.Set<String> allowed = new java.util.HashSet<>();
            while (named.find()) {
                allowed.add(named.group(1));
            }
            System.out.println("BundlerTest: " + dist + " on " + target + ": " + shown.get("state") + ", loadSync() " + shown.get("loaded")
                    + " ms, requested " + all);
            assertThat(all).as("%s on %s: the page and the files its HTML names (%s), nothing else", dist, target, allowed)
                    .allMatch(r -> r.startsWith("/index.html?") || allowed.contains(r));
        } finally {
            server.stop(0);
        }
    }

    /** Opens a pacru/sync page with the seeded games and a target; checks what it shows; answers it. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> openSyncPage(String url, String target) {
        if (chromium == null) {
            chromium = HeadlessChromium.startOrSkip("BundlerTest");
            chromium.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(90));
        }
        ChromeDriver driver = chromium.driver();
        String games = GAMES.stream().map(String::valueOf).collect(Collectors.joining(","));
        driver.get(url + "?games=" + games + (target.equals("default") ? "" : "&target=" + target));
        Map<String, Object> shown = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                const poll = () => document.body && document.body.dataset.state
                  ? done({ state: document.body.dataset.state, target: document.getElementById("target").textContent,
                           record: document.getElementById("record").textContent,
                           loaded: document.getElementById("loaded").textContent,
                           requests: document.getElementById("requests").textContent })
                  : setTimeout(poll, 50);
                poll();
                """);
        assertThat(shown.get("state")).as("%s on %s: %s", url, target, shown.get("record")).isEqualTo("done");
        assertThat(shown.get("target")).as("%s: the build loadSync() loaded", url).isEqualTo(target.equals("default") ? "wasm" : target);
        assertThat(List.of(((String) shown.get("record")).split("\n"))).as("%s on %s: the seeded games", url, target).isEqualTo(expected);
        return shown;
    }

    @Test
    @DisplayName("Vite's dev server: pacru/sync imported by the page and required by a CommonJS dependency, both pre-bundled; loadSync() at once plays the seeded games as the JVM, no .wasm fetched, nothing of the package unbundled")
    void syncOnVitesDevServer() throws IOException, InterruptedException {
        copyTree(SOURCES.resolve("app").resolve("pacru-sync-require"), app.resolve("node_modules").resolve("pacru-sync-require"));
        int port;
        try (java.net.ServerSocket socket = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }
        Path log = Files.createTempFile("vite-dev", ".log");
        ProcessBuilder pb = new ProcessBuilder(tools.resolve(".bin").resolve("vite").toAbsolutePath().toString(), "sync", "--host",
                "127.0.0.1", "--port", String.valueOf(port), "--strictPort").directory(app.toFile())
                .redirectErrorStream(true).redirectOutput(log.toFile());
        pb.environment().put("PATH", Path.of(node).toAbsolutePath().getParent() + java.io.File.pathSeparator + System.getenv("PATH"));
        pb.environment().put("NO_COLOR", "1");
        Process vite = pb.start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!Files.readString(log).contains("127.0.0.1:" + port)) {
                assertThat(vite.isAlive()).as("vite's dev server:\n%s", Files.readString(log)).isTrue();
                assertThat(System.nanoTime()).as("vite's dev server ready in 60 s:\n%s", Files.readString(log)).isLessThan(deadline);
                Thread.sleep(100);
            }
            for (String page : List.of("index.html", "require.html")) {
                for (String target : List.of("default", "wasm", "js")) {
                    Map<String, Object> shown = openSyncPage("http://127.0.0.1:" + port + "/" + page, target);
                    List<String> fetched = List.of(((String) shown.get("requests")).split("\n"));
                    System.out.println("BundlerTest: vite dev " + page + " on " + target + ": loadSync() " + shown.get("loaded")
                            + " ms, fetched " + fetched);
                    String dependency = page.equals("index.html") ? "/node_modules/.vite/deps/pacru_sync.js" : "/node_modules/.vite/deps/pacru-sync-require.js";
                    assertThat(fetched).as("vite dev %s on %s: the pre-bundled dependency, no .wasm, no file of the package itself", page, target)
                            .anyMatch(r -> r.endsWith(dependency)).noneMatch(r -> r.endsWith(".wasm"))
                            .noneMatch(r -> r.contains("/node_modules/pacru/"));
                }
            }
            String output = Files.readString(log);
            System.out.println("BundlerTest: vite dev server:\n" + output);
            assertNoWarnings("vite's dev server", output);
        } finally {
            vite.descendants().forEach(ProcessHandle::destroy);
            vite.destroy();
            vite.waitFor(10, TimeUnit.SECONDS);
            Files.deleteIfExists(log);
        }
    }

    @Test
    @DisplayName("a plain <script type=\"module\"> page with an import map and no bundler plays the seeded games as the JVM")
    void plainModulePage() throws IOException {
        for (String target : List.of("wasm", "js")) {
            assertPage(app, "plain.html", target);
        }
    }

    /**
     * The Node.js the consumers run on, as {@link NodeTest} finds them: 22 is {@code PACRU_NODE};
     * 18, 20 and 24 are {@code PACRU_NODE_18}, {@code PACRU_NODE_20}, {@code PACRU_NODE_24} (or
     * {@code -Dpacru.node.18} …; .ci/run installs them). A missing one is skipped with a message,
     * unless the Node tests are required.
     */
    private static String nodeBinary(int major) throws InterruptedException {
        String binary = major == 22 ? node : Optional.ofNullable(System.getProperty("pacru.node." + major))
                .or(() -> Optional.ofNullable(System.getenv("PACRU_NODE_" + major))).orElse("");
        String version = binary.isEmpty() ? "" : output(List.of(binary, "--version"), app).orElse("").strip();
        if (!version.startsWith("v" + major + ".")) {
            skipOrFail("no Node.js " + major + " (PACRU_NODE_" + major + " names " + (binary.isEmpty() ? "nothing"
                    : "'" + binary + "', which is " + (version.isEmpty() ? "no Node.js" : version)) + "; .ci/run installs it)");
        }
        return binary;
    }

    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {18, 20, 22, 24})
    @DisplayName("Node.js, ES module: import { load } from \"pacru\" plays the seeded games on each build as the JVM, by default JavaScript on 18 to 22 (22: WebAssembly when started with --no-turbo-inline-js-wasm-calls), WebAssembly on 24; new PacruGame(2) at once after import")
    void nodeEsm(int major) throws IOException, InterruptedException {
        assertOnNode(major, "node-esm.mjs");
    }

    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {18, 20, 22, 24})
    @DisplayName("Node.js, CommonJS: require(\"pacru\") and loadSync() play the seeded games on each build as the JVM, by default JavaScript on 18 to 22 (22: WebAssembly when started with --no-turbo-inline-js-wasm-calls), WebAssembly on 24; require(\"pacru/abstractplay\") and new PacruGame(2) at once")
    void nodeCommonJs(int major) throws IOException, InterruptedException {
        assertOnNode(major, "node-cjs.cjs");
    }

    /**
     * A consumer script on one Node.js: with each build it has (both where it has WebAssembly GC,
     * 22 and later, else the JavaScript one), then with the build the package picks there:
     * WebAssembly GC on 24; JavaScript on 18 and 20 (no WebAssembly GC) and on 22, whose V8 can
     * abort the process on WebAssembly unless it was started with --no-turbo-inline-js-wasm-calls.
     */
    private static void assertOnNode(int major, String script) throws IOException, InterruptedException {
        String binary = nodeBinary(major);
        List<String> targets = major < 22 ? List.of("js") : List.of("wasm", "js");
        for (String target : targets) {
            assertScript(List.of(binary, script), target, target);
        }
        assertScript(List.of(binary, script), null, major >= 24 ? "wasm" : "js");
        if (major == 22) {
            assertScript(List.of(binary, "--no-turbo-inline-js-wasm-calls", script), null, "wasm");
        }
    }

    /**
     * The package under a test runner's fake timers, installed before it loads or after, on each
     * build: {@code performance.now()} and {@code Date} stand still (the script checks), and every
     * search still ends (a search in time is bounded by iterations too) with the iterations of its
     * budget: 20,000 for {@code millis}, the given number otherwise. Each library and each build
     * is run once installed before the load and once after.
     */
    @ParameterizedTest(name = "{0} installed {1} the load, {2}")
    @org.junit.jupiter.params.provider.CsvSource({"sinon, before, wasm", "sinon, after, js", "jest, after, wasm", "jest, before, js"})
    @DisplayName("under the fake timers of sinon and jest (performance.now() and Date frozen), searches in time and in iterations end, bounded by iterations")
    void searchesEndUnderFrozenClocks(String library, String when, String target) throws IOException, InterruptedException {
        List<String> command = List.of(nodeBinary(22), "node-fake-timers.cjs", library, when, "--target=" + target);
        Result result = run(command, app, 5, Map.of("NODE_PATH", tools.toAbsolutePath().toString()));
        assertThat(result.code).as("%s:\n%s", String.join(" ", command), result.output).isZero();
        List<String> lines = Arrays.asList(result.stdout.strip().split("\n"));
        System.out.println("BundlerTest: " + String.join(" ", command) + ":\n  " + String.join("\n  ", lines));
        assertThat(lines).hasSize(6);
        assertThat(lines.get(0)).isEqualTo(target);
        assertThat(lines.get(1)).isEqualTo("clock frozen");
        assertThat(lines.get(2)).startsWith("analyse {\"millis\":50,\"seed\":1}: 20000 iterations, best ");
        assertThat(lines.get(3)).startsWith("analyse {\"iterations\":300,\"seed\":1}: 300 iterations, best ");
        assertThat(lines.get(4)).startsWith("analyse {\"seed\":1}: 2000 iterations, best ");
        assertThat(lines.get(5)).startsWith("move mcts millis 20: 20000 iterations, ");
    }

    @Test
    @DisplayName("Bun runs the ES-module script: the seeded games as the JVM (or skipped, saying so, where npm could not install Bun)")
    void bun() throws IOException, InterruptedException {
        Path bun = runtime("bun");
        assertScript(List.of(bun.toString(), "node-esm.mjs"), null, null);
    }

    @Test
    @DisplayName("Deno runs the ES-module script: the seeded games as the JVM (or skipped, saying so, where npm could not install Deno)")
    void deno() throws IOException, InterruptedException {
        Path deno = runtime("deno");
        assertScript(List.of(deno.toString(), "run", "--allow-read", "node-esm.mjs"), null, null);
    }

    /** A runtime installed as an optional package of the tools, or the test skipped, saying why. */
    private static Path runtime(String name) throws InterruptedException {
        Path binary = tools.resolve(".bin").resolve(name).toAbsolutePath();
        Optional<String> version = Files.isExecutable(binary) ? output(List.of(binary.toString(), "--version"), app) : Optional.empty();
        if (version.isEmpty()) {
            System.out.println("BundlerTest: " + name + " SKIPPED: npm did not install it (an optional package of "
                    + SOURCES.resolve("tools") + ": its package has no binary for this machine)");
        }
        Assumptions.assumeTrue(version.isPresent(), name + " is not installed");
        System.out.println("BundlerTest: " + name + " " + version.get().strip());
        return binary;
    }

    /**
     * Runs a consumer script with the games as arguments and the target (none: the package's
     * choice); its first line is the build it loaded (checked when {@code expectedTarget} is
     * given), then the games' lines, which must be the JVM's, then pacru/abstractplay's
     * {@code PacruGame 2 2} (two players, B to move after a3-b4(c6)).
     */
    private static void assertScript(List<String> script, String target, String expectedTarget)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(script);
        GAMES.forEach(g -> command.add(String.valueOf(g)));
        if (target != null) {
            command.add("--target=" + target);
        }
        Result result = run(command, app, 5);
        assertThat(result.code).as("%s:\n%s", String.join(" ", command), result.output).isZero();
        List<String> lines = Arrays.asList(result.stdout.split("\n"));
        System.out.println("BundlerTest: " + String.join(" ", command) + ": " + lines.get(0));
        if (expectedTarget != null) {
            assertThat(lines.get(0)).as("the build loaded").isEqualTo(expectedTarget);
        } else {
            assertThat(lines.get(0)).as("the build loaded").isIn("wasm", "js");
        }
        assertThat(lines.subList(1, lines.size())).as("%s: the seeded games, then PacruGame after a3-b4(c6)", String.join(" ", command))
                .isEqualTo(Stream.concat(expected.stream(), Stream.of("PacruGame 2 2")).collect(Collectors.toList()));
    }

    /** How many forced retirements of the engine each page makes after its games ({@code src/retire.js}). */
    private static final int RETIREMENTS = 3;

    /**
     * Opens a page of {@code root}, served from the loopback, for one build, and checks its games
     * against the JVM's, then {@link #RETIREMENTS} forced retirements of the engine instance, each
     * answered exactly by a fresh one. The server answers each file once: a second request for it
     * (as a fresh instance downloaded again would make) is refused and fails the test, as an
     * offline page would strand it.
     */
    @SuppressWarnings("unchecked")
    private static List<String> assertPage(Path root, String page, String target) throws IOException {
        if (chromium == null) {
            chromium = HeadlessChromium.startOrSkip("BundlerTest");
            chromium.driver().manage().timeouts().scriptTimeout(Duration.ofSeconds(90));
        }
        ChromeDriver driver = chromium.driver();
        List<String> requests = java.util.Collections.synchronizedList(new ArrayList<>());
        HttpServer server = serve(root, requests);
        try {
            String games = GAMES.stream().map(String::valueOf).collect(Collectors.joining(","));
            driver.get("http://127.0.0.1:" + server.getAddress().getPort() + "/" + page + "?games=" + games + "&target=" + target
                    + "&retire=" + RETIREMENTS);
            Map<String, Object> shown = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                    const done = arguments[arguments.length - 1];
                    const poll = () => document.body && document.body.dataset.state
                      ? done({ state: document.body.dataset.state, target: document.getElementById("target").textContent,
                               record: document.getElementById("record").textContent,
                               abstractplay: document.getElementById("abstractplay").textContent,
                               retire: document.getElementById("retire").textContent,
                               worker: document.getElementById("worker").textContent })
                      : setTimeout(poll, 50);
                    poll();
                    """);
            System.out.println("BundlerTest: " + root + "/" + page + " on " + target + ": " + shown.get("state"));
            assertThat(shown.get("state")).as("%s/%s on %s: %s", root, page, target, shown.get("record")).isEqualTo("done");
            assertThat(shown.get("target")).isEqualTo(target);
            assertThat(List.of(((String) shown.get("record")).split("\n"))).as("%s/%s on %s: the seeded games", root, page, target)
                    .isEqualTo(expected);
            assertThat(shown.get("abstractplay")).as("%s/%s on %s: pacru/abstractplay's PacruGame after a3-b4(c6)", root, page, target)
                    .isEqualTo("PacruGame 2 2");
            assertThat(shown.get("retire")).as("%s/%s on %s: forced retirements, each answered by a fresh instance", root, page, target)
                    .isEqualTo(RETIREMENTS + " retirements, " + RETIREMENTS + " exact");
            List<String> all;
            synchronized (requests) {
                all = List.copyOf(requests);
            }
            assertThat((String) shown.get("worker")).as("%s/%s on %s: the guide's search worker answers as the page", root, page, target)
                    .matches(page.equals("plain.html") ? "worker: skipped .*" : "worker: the same mcts move \\S+");
            System.out.println("BundlerTest: " + root + "/" + page + " on " + target + " requested " + all);
            assertThat(all).as("%s/%s on %s: the files requested, each at most once", root, page, target)
                    .doesNotHaveDuplicates().noneMatch(r -> r.contains("?") && !r.startsWith("/" + page + "?"));
            return all;
        } finally {
            server.stop(0);
        }
    }

    /**
     * A static HTTP server on the loopback for the files under {@code root}, with the types
     * browsers need (application/wasm), recording each request (path and query) in {@code requests}
     * and answering each path once only: a second request for it is a 404, as offline.
     */
    private static HttpServer serve(Path root, List<String> requests) throws IOException {
        Path base = root.toAbsolutePath().normalize();
        java.util.Set<String> served = java.util.concurrent.ConcurrentHashMap.newKeySet();
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String path = exchange.getRequestURI().getPath();
            String query = exchange.getRequestURI().getRawQuery();
            if (!path.equals("/favicon.ico")) {
                requests.add(query == null ? path : path + "?" + query);
            }
            Path file = base.resolve(path.substring(1)).normalize();
            if (!file.startsWith(base) || !Files.isRegularFile(file) || !served.add(path)) {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            String name = file.getFileName().toString();
            byte[] body = Files.readAllBytes(file);
            // cached, as a static host's files are: the search worker's load() finds the engine the page fetched
            exchange.getResponseHeaders().set("Cache-Control", name.endsWith(".html") ? "no-store" : "max-age=3600");
            exchange.getResponseHeaders().set("Content-Type", name.endsWith(".wasm") ? "application/wasm"
                    : name.endsWith(".html") ? "text/html; charset=utf-8"
                    : name.endsWith(".js") || name.endsWith(".mjs") ? "text/javascript" : "application/octet-stream");
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        return server;
    }

    private static final class Result {
        final int code;
        final String stdout;
        final String output;

        Result(int code, String stdout, String output) {
            this.code = code;
            this.stdout = stdout;
            this.output = output;
        }
    }

    /**
     * Runs a command in a folder with Node.js's folder first on the PATH (the tools' scripts start
     * with {@code #!/usr/bin/env node}), bounded in time; its standard output, and both outputs.
     */
    private static Result run(List<String> command, Path dir, int minutes) throws IOException, InterruptedException {
        return run(command, dir, minutes, Map.of());
    }

    /** {@link #run(List, Path, int)} with more variables in the command's environment. */
    private static Result run(List<String> command, Path dir, int minutes, Map<String, String> environment)
            throws IOException, InterruptedException {
        Path out = Files.createTempFile("bundler-test", ".out");
        Path err = Files.createTempFile("bundler-test", ".err");
        try {
            ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile())
                    .redirectOutput(out.toFile()).redirectError(err.toFile());
            Path nodeBinary = Path.of(node).toAbsolutePath();
            if (nodeBinary.getParent() != null && Files.isExecutable(nodeBinary)) {
                pb.environment().put("PATH", nodeBinary.getParent() + java.io.File.pathSeparator + System.getenv("PATH"));
            }
            pb.environment().put("NO_COLOR", "1");
            pb.environment().putAll(environment);
            Process p = pb.start();
            if (!p.waitFor(minutes, TimeUnit.MINUTES)) {
                p.descendants().forEach(ProcessHandle::destroyForcibly);
                p.destroyForcibly();
                Assertions.fail(String.join(" ", command) + " did not finish in " + minutes + " minutes");
            }
            String stdout = Files.readString(out, StandardCharsets.UTF_8);
            return new Result(p.exitValue(), stdout, stdout + Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    /** A command's standard output if it runs and exits 0 within a minute. */
    private static Optional<String> output(List<String> command, Path dir) throws InterruptedException {
        try {
            Result r = run(command, dir, 1);
            return r.code == 0 ? Optional.of(r.stdout) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static String sha256(byte[] bytes) {
        try {
            byte[] digest = java.security.MessageDigest.getInstance("SHA-256").digest(bytes);
            return IntStream.range(0, digest.length).mapToObj(i -> String.format("%02x", digest[i])).collect(Collectors.joining());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Path dest = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(dest);
                } else {
                    Files.copy(f, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : (Iterable<Path>) files.sorted(java.util.Comparator.reverseOrder())::iterator) {
                try {
                    Files.delete(f);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
    }
}
