package org.pacru.js;

import org.pacru.examples.api.JsonReader;
import org.pacru.examples.api.JsonWriter;
import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.pacru.examples.browser.HeadlessChromium;

/**
 * The npm package in a real browser: headless Chromium (Debian's {@code chromium} and
 * {@code chromium-driver}, through Selenium) imports the package's {@code index.js} from a local
 * HTTP server, loads each build, and answers as the JVM does: the calls of the README and every
 * line of {@code legal-standard.tsv}.
 *
 * <p>Without Chromium the tests are skipped and say so, or fail where browser tests are required
 * ({@link HeadlessChromium#startOrSkip}).
 */
class BrowserPackageTest {
    private static final Path PACKAGE = Path.of("target", "npm", "pacru");

    /** What the synchronous-loading test runs, on the page and in a module worker: compile and loadSync of pacru.wasm's bytes. */
    private static final Map<String, String> PAGES = Map.of(
            "retire.js", read(Path.of("src", "test", "bundlers", "app", "src", "retire.js")),
            "sync-probe.js", """
                    export async function probe(loadSync) {
                      const bytes = new Uint8Array(await (await fetch("/pacru.wasm")).arrayBuffer());
                      const out = { bytes: bytes.length };
                      let started = performance.now();
                      try {
                        new WebAssembly.Module(bytes, { builtins: ["js-string"] });
                        out.compile = "ok";
                      } catch (e) {
                        out.compile = String(e);
                      }
                      out.compileMs = Math.round(performance.now() - started);
                      started = performance.now();
                      try {
                        const pacru = loadSync({ wasm: bytes });
                        out.loadSync = pacru.target + " " + pacru.legal({}).moves.length;
                      } catch (e) {
                        out.loadSync = String(e);
                      }
                      out.loadSyncMs = Math.round(performance.now() - started);
                      try {
                        loadSync();
                        out.withoutBytes = "loaded";
                      } catch (e) {
                        out.withoutBytes = String(e);
                      }
                      return out;
                    }
                    """,
            "sync-worker.js", """
                    import { loadSync } from "/index.js";
                    import { probe } from "/sync-probe.js";
                    onmessage = async () => postMessage(await probe(loadSync));
                    """);

    private static String read(Path file) {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static HttpServer server;
    private static HeadlessChromium chromium;
    private static ChromeDriver driver;

    @BeforeAll
    static void startBrowser() throws IOException {
        chromium = HeadlessChromium.startOrSkip("BrowserPackageTest");
        driver = chromium.driver();
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(180));
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            String name = exchange.getRequestURI().getPath().substring(1);
            Path file = PACKAGE.resolve(name).normalize();
            byte[] body;
            String type;
            if (name.isEmpty()) {
                body = "<!doctype html><title>pacru</title>".getBytes(StandardCharsets.UTF_8);
                type = "text/html";
            } else if (PAGES.containsKey(name)) {
                body = PAGES.get(name).getBytes(StandardCharsets.UTF_8);
                type = "text/javascript";
            } else if (file.startsWith(PACKAGE) && Files.isRegularFile(file)) {
                body = Files.readAllBytes(file);
                type = name.endsWith(".wasm") ? "application/wasm" : name.endsWith(".js") ? "text/javascript" : "text/plain";
            } else {
                exchange.sendResponseHeaders(404, -1);
                exchange.close();
                return;
            }
            exchange.getResponseHeaders().set("Content-Type", type);
            exchange.sendResponseHeaders(200, body.length);
            try (OutputStream out = exchange.getResponseBody()) {
                out.write(body);
            }
        });
        server.start();
        driver.get("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @AfterAll
    static void stopBrowser() throws IOException {
        if (chromium != null) {
            chromium.close();
        }
        if (server != null) {
            server.stop(0);
        }
    }

    /** Runs the package's calls in the page: {@code requests} is a list of [call, request JSON]; the answers as JSON texts. */
    @SuppressWarnings("unchecked")
    private static Map<String, Object> inBrowser(String target, List<List<String>> requests) {
        Object result = ((JavascriptExecutor) driver).executeAsyncScript("""
                const [target, requests, done] = arguments;
                import("/index.js").then(async (m) => {
                  const pacru = await m.load(target === "default" ? {} : { target });
                  const answers = requests.map(([call, body]) => JSON.stringify(pacru[call](JSON.parse(body))));
                  done({ target: pacru.target, wasmGc: m.supportsWasmGc(), answers });
                }).catch((e) => done({ error: String(e) }));
                """, target, requests);
        return (Map<String, Object>) result;
    }

    /**
     * Whether Chromium compiles pacru.wasm synchronously ({@code new WebAssembly.Module}, what
     * {@code loadSync({wasm})} does) on the page's main thread and in a worker; the answers are
     * written in docs/javascript.md, and this test keeps them true.
     */
    @Test
    @SuppressWarnings("unchecked")
    void loadSyncCompilesTheWebAssemblyOnTheMainThreadAndInAWorker() {
        Map<String, Object> result = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                const done = arguments[0];
                Promise.all([import("/index.js"), import("/sync-probe.js")]).then(async ([m, p]) => {
                  const main = await p.probe(m.loadSync);
                  const worker = await new Promise((resolve, reject) => {
                    const w = new Worker("/sync-worker.js", { type: "module" });
                    w.onmessage = (e) => { resolve(e.data); w.terminate(); };
                    w.onerror = (e) => reject(new Error("worker: " + e.message));
                    w.postMessage(0);
                  });
                  done({ main, worker, browser: navigator.userAgent });
                }).catch((e) => done({ error: String(e) }));
                """);
        System.out.println("BrowserPackageTest: synchronous compile in Chromium: " + result);
        assertThat(result).as("the page's result").doesNotContainKey("error");
        for (String where : List.of("main", "worker")) {
            Map<String, Object> r = (Map<String, Object>) result.get(where);
            assertThat(r.get("compile")).as("%s thread: new WebAssembly.Module(%s bytes)", where, r.get("bytes")).isEqualTo("ok");
            assertThat(r.get("loadSync")).as("%s thread: loadSync({wasm})", where).isEqualTo("wasm 28");
            assertThat((String) r.get("withoutBytes")).as("%s thread: loadSync() without bytes", where)
                    .contains("a browser reads no file synchronously");
        }
    }

    /**
     * pacru/sync's browser form, unbundled, in a fresh page: loadSync() with no bytes, on each
     * build, answers as the JVM, and the page fetched no .wasm (the WebAssembly is inside
     * pacru.wasm-inline.js).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"default", "wasm", "js"})
    @DisplayName("in Chromium: pacru/sync's loadSync() with no options answers as the JVM on each build, fetching no .wasm")
    @SuppressWarnings("unchecked")
    void syncLoadsWithNothingFetched(String target) {
        List<List<String>> requests = List.of(List.of("legal", "{}"), List.of("check", "{\"action\":\"e1-e3\",\"lang\":\"ja\"}"),
                List.of("apply", "{\"action\":\"a3-b4(c6)\"}"), List.of("move", "{\"player\":\"random\",\"seed\":7}"));
        driver.get("http://127.0.0.1:" + server.getAddress().getPort() + "/");   // a fresh page: nothing fetched or imported yet
        Map<String, Object> result = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                const [target, requests, done] = arguments;
                import("/sync.js").then((m) => {
                  const started = performance.now();
                  const pacru = m.loadSync(target === "default" ? {} : { target });
                  const ms = Math.round(performance.now() - started);
                  const answers = requests.map(([call, body]) => JSON.stringify(pacru[call](JSON.parse(body))));
                  const fetched = performance.getEntriesByType("resource").map((r) => new URL(r.name).pathname);
                  done({ target: pacru.target, ms, answers, fetched });
                }).catch((e) => done({ error: String(e) }));
                """, target, requests);
        assertThat(result).as("the page's result").doesNotContainKey("error");
        System.out.println("BrowserPackageTest: pacru/sync loadSync() on " + result.get("target") + " in " + result.get("ms") + " ms");
        assertThat(result.get("target")).isEqualTo(target.equals("default") ? "wasm" : target);
        assertThat((List<String>) result.get("fetched")).as("what the page fetched").noneMatch(r -> r.endsWith(".wasm"))
                .contains("/sync.js", "/pacru.wasm-inline.js", "/inflate.js", "/pacru.js");
        List<?> answers = (List<?>) result.get("answers");
        for (int i = 0; i < requests.size(); i++) {
            List<String> r = requests.get(i);
            assertThat(JsonReader.parse((String) answers.get(i))).as("%s %s", r.get(0), r.get(1))
                    .isEqualTo(JsonReader.parse(Exports.call(r.get(0), r.get(1))));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"wasm", "js"})
    @DisplayName("in Chromium: calls from a nearly exhausted stack answer rightly or stack-exhausted, never throw out of the engine; afterwards the answers are the JVM's")
    @SuppressWarnings("unchecked")
    void stackExhaustionNeverCorrupts(String target) {
        List<List<String>> requests = List.of(List.of("legal", "{}"), List.of("check", "{\"action\":\"e1-e3\",\"lang\":\"ja\"}"),
                List.of("svg", "{\"lang\":\"ja\"}"), List.of("replay", "{\"actions\":[\"a3-b4(c6)\",\"e9-e8\"]}"),
                List.of("abstractplay", "{\"op\":\"move\",\"move\":\"a3-b4(c6\"}"));
        Map<String, Object> result = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                const [target, requests, done] = arguments;
                import("/index.js").then(async (m) => {
                  const pacru = await m.load({ target });
                  const kinds = {};
                  for (const [call, body] of requests) {
                    // a spare instance is made in the background: let the event loop turn first
                    await new Promise((resolve) => setTimeout(resolve, 1500));
                    const request = JSON.parse(body);
                    let unwound = 0;
                    const recurse = () => {
                      try { recurse(); } catch { /* the stack ran out below */ }
                      if (++unwound % 20 === 0 && unwound <= 2000) {
                        let kind;
                        try {
                          const a = pacru[call](request);
                          kind = a.error ? a.error.code : "answer";
                        } catch (e) {
                          kind = /wasm-function|pacru[.]js|pacru[.]wasm/.test(String(e.stack)) ? "thrown by the engine" : "RangeError on entry";
                        }
                        kinds[kind] = (kinds[kind] ?? 0) + 1;
                      }
                    };
                    recurse();
                  }
                  // then each call once the fresh instance is ready (engine-restarting until then, at most 60 s)
                  const answers = [];
                  for (const [call, body] of requests) {
                    let a = pacru[call](JSON.parse(body));
                    for (let i = 0; i < 600 && a.error?.code === "engine-restarting"; i++) {
                      await new Promise((resolve) => setTimeout(resolve, 100));
                      a = pacru[call](JSON.parse(body));
                    }
                    answers.push(JSON.stringify(a));
                  }
                  done({ kinds, answers });
                }).catch((e) => done({ error: String(e) }));
                """, target, requests);
        assertThat(result).as("the page's result").doesNotContainKey("error");
        Map<String, Object> kinds = (Map<String, Object>) result.get("kinds");
        // Chromium instantiates the compiled module again synchronously, and the JavaScript build is a factory:
        // the call after a failure goes to a fresh instance at once, never "engine-restarting".
        assertThat(kinds.keySet()).as("%s", kinds).isSubsetOf("answer", "stack-exhausted", "RangeError on entry")
                .contains("stack-exhausted");
        List<?> answers = (List<?>) result.get("answers");
        for (int i = 0; i < requests.size(); i++) {
            List<String> r = requests.get(i);
            assertThat(JsonReader.parse((String) answers.get(i))).as("%s %s after the deep calls", r.get(0), r.get(1))
                    .isEqualTo(JsonReader.parse(Exports.call(r.get(0), r.get(1))));
        }
    }

    /** What 200 retirements may add to the page's heap after GC: a leaked JavaScript instance was about 4 MB each. */
    private static final long HEAP_BOUND = 8L * 1024 * 1024;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"wasm", "js"})
    @DisplayName("in Chromium: 200 retirements of the engine instance (a search under a clock that throws) each answered exactly by a fresh instance, the page's heap after GC within a few MB, nothing downloaded again")
    @SuppressWarnings("unchecked")
    void retirementsLeaveNothingBehind(String target) {
        JavascriptExecutor page = driver;
        Map<String, Object> settled = (Map<String, Object>) page.executeAsyncScript("""
                const [target, done] = arguments;
                Promise.all([import("/index.js"), import("/retire.js")]).then(async ([m, r]) => {
                  window.retirements = { pacru: await m.load({ target }), retireAndCheck: r.retireAndCheck };
                  const settle = r.retireAndCheck(window.retirements.pacru, 10);
                  done({ settle, target: window.retirements.pacru.target, fetched: performance.getEntriesByType("resource").length });
                }).catch((e) => done({ error: String(e) }));
                """, target);
        assertThat(settled).as("the page's result").doesNotContainKey("error");
        assertThat(settled.get("target")).isEqualTo(target);
        Map<String, Object> settle = (Map<String, Object>) settled.get("settle");
        assertThat(List.of(settle.get("retirements"), settle.get("exact"))).as("the first 10 retirements: %s", settle)
                .containsExactly(10L, 10L);
        long before = heapAfterGc();
        Map<String, Object> run = (Map<String, Object>) page.executeAsyncScript("""
                const done = arguments[0];
                const r = window.retirements.retireAndCheck(window.retirements.pacru, 200);
                done({ ...r, fetched: performance.getEntriesByType("resource").length });
                """);
        long after = heapAfterGc();
        System.out.printf("BrowserPackageTest: %s: %s retirements, %s exact; heap after GC %.1f → %.1f MB%n", target,
                run.get("retirements"), run.get("exact"), before / 1048576.0, after / 1048576.0);
        assertThat(run.get("retirements")).as("every forced failure retired the instance").isEqualTo(200L);
        assertThat(run.get("exact")).as("answers after retirements; the first that differed: %s", run.get("differed")).isEqualTo(200L);
        assertThat(run.get("fetched")).as("resources fetched: none for a fresh instance").isEqualTo(settled.get("fetched"));
        assertThat(after - before).as("the heap's growth over 200 retirements").isLessThan(HEAP_BOUND);
        page.executeScript("delete window.retirements;");
    }

    /** The page's JavaScript heap in use after two full garbage collections (DevTools protocol). */
    private static long heapAfterGc() {
        driver.executeCdpCommand("HeapProfiler.collectGarbage", Map.of());
        driver.executeCdpCommand("HeapProfiler.collectGarbage", Map.of());
        return ((Number) driver.executeCdpCommand("Runtime.getHeapUsage", Map.of()).get("usedSize")).longValue();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"default", "wasm", "js"})
    void answersAsTheJvm(String target) throws IOException {
        List<List<String>> requests = new ArrayList<>(List.of(
                List.of("legal", "{}"),
                List.of("check", "{\"action\":\"e1-e3\"}"),
                List.of("apply", "{\"action\":\"a3-b4(c6)\"}"),
                List.of("explain", "{\"action\":\"e1-e3\"}"),
                List.of("move", "{\"player\":\"random\",\"seed\":7}"),
                List.of("build", "{\"steps\":[\"a3\",\"-b4\"]}"),
                List.of("replay", "{\"actions\":[\"a3-b4(c6)\",\"e9-e8\"]}"),
                List.of("legal", "{\"position\":\"4.BS3.ASW/9\"}")));
        Path legal = Expectations.conformanceDir().resolve("legal-standard.tsv");
        for (String line : Files.readAllLines(legal, StandardCharsets.UTF_8)) {
            requests.add(List.of("legal", JsonWriter.write(Map.of("position", line.split("\t")[0]))));
        }
        Map<String, Object> result = inBrowser(target, requests);
        assertThat(result).as("the page's result").doesNotContainKey("error");
        assertThat(result.get("target")).isEqualTo(target.equals("default") ? "wasm" : target);
        assertThat(result.get("wasmGc")).isEqualTo(true);
        List<?> answers = (List<?>) result.get("answers");
        assertThat(answers).hasSize(requests.size());
        for (int i = 0; i < requests.size(); i++) {
            List<String> r = requests.get(i);
            assertThat(JsonReader.parse((String) answers.get(i))).as("%s %s", r.get(0), r.get(1))
                    .isEqualTo(JsonReader.parse(Exports.call(r.get(0), r.get(1))));
        }
    }
}
