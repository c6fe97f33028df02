package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jetty.http.CompressedContentFormat;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.ResourceHandler;
import org.eclipse.jetty.util.resource.ResourceFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;
import org.pacru.examples.browser.HeadlessChromium;

/**
 * Every test of {@link BrowserTest} again on the static site ({@code target/static-site}, laid
 * out by the build), served by a plain static file server (Jetty's {@link ResourceHandler} on
 * loopback, serving the build's precompressed pkg/pacru.wasm.br and .gz as nginx or Caddy would): no
 * pacru serve behind the page, so it plays from the package in the browser alone.
 * Adds the cold load: a fresh browser profile draws the first board within 1.5 s.
 */
class StaticSiteBrowserTest extends BrowserTest {
    /** The static site the build lays out (examples/serve/pom.xml). */
    static final Path SITE = Path.of("target", "static-site");

    private static org.eclipse.jetty.server.Server files;

    @BeforeAll
    static void serveTheStaticSite() throws Exception {
        assertThat(SITE.resolve("index.html")).as("the static site is built (mvn package)").exists();
        assertThat(SITE.resolve("pkg").resolve("pacru.wasm")).exists();
        files = new org.eclipse.jetty.server.Server(new InetSocketAddress("127.0.0.1", 0));
        ResourceHandler handler = new ResourceHandler();
        handler.setBaseResource(ResourceFactory.of(handler).newResource(SITE.toAbsolutePath()));
        handler.setDirAllowed(false);
        // As a static file server configured for precompressed files (docs/serving.md: Caddy's
        // precompressed, nginx's brotli_static and gzip_static) serves pkg/pacru.wasm.br and .gz.
        handler.setPrecompressedFormats(CompressedContentFormat.BR, CompressedContentFormat.GZIP);
        files.setHandler(handler);
        files.start();
        base = "http://127.0.0.1:" + ((ServerConnector) files.getConnectors()[0]).getLocalPort() + "/";
        served = false;
        shots = Path.of("target", "browser", "static");
        Files.createDirectories(shots);
        Files.deleteIfExists(shots.resolve("numbers.txt"));
    }

    @AfterAll
    static void stopTheStaticSite() throws Exception {
        if (files != null) {
            files.stop();
        }
    }

    @Test
    @DisplayName("a cold load of the static site (a fresh browser profile each time) draws its first board within 1.5 s of navigation start")
    void aColdLoadDrawsTheFirstBoardWithinASecondAndAHalf() throws IOException {
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            try (HeadlessChromium coldBrowser = HeadlessChromium.start(WINDOW)) {   // a fresh profile: cold
                ChromeDriver cold = coldBrowser.driver();
                cold.get(base);
                new WebDriverWait(cold, Duration.ofSeconds(30)).until(d -> "true".equals(cold.executeScript(
                        "return String(performance.getEntriesByName('pacru:first-board').length > 0);")));
                times.add(((Number) cold.executeScript(
                        "return performance.getEntriesByName('pacru:first-board')[0].startTime;")).doubleValue());
                assertThat(cold.executeScript("return document.body.dataset.engine;")).isEqualTo("wasm");
            }
        }
        List<Double> sorted = times.stream().sorted().toList();
        record(String.format(java.util.Locale.ROOT, "cold load, navigation start to the first board in the DOM (fresh profile, 3 loads): "
                + "median %.0f ms, max %.0f ms, all %s", sorted.get(1), sorted.get(2), times));
        assertThat(sorted.get(1)).as("median of the cold loads, ms: " + times).isLessThanOrEqualTo(1500.0);
    }
}
