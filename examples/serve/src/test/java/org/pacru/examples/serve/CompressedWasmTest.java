package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.aayushatharva.brotli4j.Brotli4jLoader;
import com.aayushatharva.brotli4j.decoder.Decoder;
import com.aayushatharva.brotli4j.decoder.DecoderJNI;
import com.aayushatharva.brotli4j.decoder.DirectDecompress;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code pkg/pacru.wasm} sent compressed by real HTTP requests on loopback (docs/serving.md): brotli
 * or gzip by the request's {@code Accept-Encoding} (its q-values honoured), as
 * {@code application/wasm}, with {@code Vary: Accept-Encoding}, an {@code ETag} per encoding and
 * revalidation; each encoding decodes to the package's own bytes.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class CompressedWasmTest {
    private static Server server;
    private static byte[] wasm;

    @BeforeAll
    static void start() throws IOException {
        server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        try (InputStream in = Server.class.getResourceAsStream("web/pkg/pacru.wasm")) {
            wasm = in.readAllBytes();
        }
        Brotli4jLoader.ensureAvailability();
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private static RawHttp.Response get(String acceptEncoding, String extra) throws IOException {
        return RawHttp.exchange(server.port(), "GET /pkg/pacru.wasm HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + (acceptEncoding == null ? "" : "Accept-Encoding: " + acceptEncoding + "\r\n") + extra
                + "Connection: close\r\n\r\n");
    }

    static byte[] brotli(byte[] bytes) throws IOException {
        DirectDecompress d = Decoder.decompress(bytes);
        assertThat(d.getResultStatus()).isEqualTo(DecoderJNI.Status.DONE);
        return d.getDecompressedData();
    }

    static byte[] gunzip(byte[] bytes) throws IOException {
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(bytes))) {
            return in.readAllBytes();
        }
    }

    private static void assertWasmHeaders(RawHttp.Response r) {
        assertThat(r.status()).isEqualTo(200);
        assertThat(r.header("Content-Type")).isEqualTo("application/wasm");
        assertThat(r.header("Vary")).containsIgnoringCase("Accept-Encoding");
        assertThat(r.header("Cache-Control")).isEqualTo("no-cache");
        assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
        assertThat(Long.parseLong(r.header("Content-Length"))).isEqualTo(r.bytes().length);
    }

    @Test
    @DisplayName("a browser's Accept-Encoding (gzip, deflate, br, zstd) gets brotli, under a quarter of the file, decoding to its bytes")
    void browsersGetBrotli() throws IOException {
        RawHttp.Response r = get("gzip, deflate, br, zstd", "");
        assertWasmHeaders(r);
        assertThat(r.header("Content-Encoding")).isEqualTo("br");
        assertThat(r.header("ETag")).matches("\"[0-9a-f]{24}-br\"");
        assertThat(r.bytes().length).isLessThan(wasm.length / 4);
        assertThat(brotli(r.bytes())).isEqualTo(wasm);
    }

    @Test
    @DisplayName("gzip alone gets gzip, decoding to the file's bytes; no Accept-Encoding gets the file as it is")
    void gzipAndIdentity() throws IOException {
        RawHttp.Response gz = get("gzip", "");
        assertWasmHeaders(gz);
        assertThat(gz.header("Content-Encoding")).isEqualTo("gzip");
        assertThat(gz.header("ETag")).endsWith("-gzip\"");
        assertThat(gz.bytes().length).isLessThan(wasm.length / 2);
        assertThat(gunzip(gz.bytes())).isEqualTo(wasm);
        RawHttp.Response plain = get(null, "");
        assertWasmHeaders(plain);
        assertThat(plain.header("Content-Encoding")).isNull();
        assertThat(plain.bytes()).isEqualTo(wasm);
        assertThat(plain.header("ETag")).matches("\"[0-9a-f]{24}\"");
        assertThat(gz.header("ETag")).startsWith(plain.header("ETag").substring(0, 25));
    }

    @ParameterizedTest(name = "Accept-Encoding: {0} → {1}")
    @CsvSource(delimiter = '|', value = {
        "br;q=0, gzip|gzip",
        "gzip;q=0.5, br;q=0.8|br",
        "gzip;q=1.0, br;q=0.9|gzip",
        "br;q=0, gzip;q=0|identity",
        "*|br",
        "*;q=0.1, identity;q=0.5|identity",
        "identity;q=0, *|br",
        "x-gzip|gzip",
        "BR|br",
        "deflate, zstd|identity",
        "br;q=nonsense, gzip|gzip",
        "''|identity",
    })
    void qualitiesChooseTheEncoding(String acceptEncoding, String expected) throws IOException {
        RawHttp.Response r = get(acceptEncoding, "");
        assertWasmHeaders(r);
        assertThat(Optional.ofNullable(r.header("Content-Encoding")).orElse("identity")).isEqualTo(expected);
        byte[] decoded = expected.equals("br") ? brotli(r.bytes()) : expected.equals("gzip") ? gunzip(r.bytes()) : r.bytes();
        assertThat(decoded).isEqualTo(wasm);
    }

    @Test
    @DisplayName("revalidation: 304 for the tag of the encoding chosen, 200 for another encoding's tag; HEAD has the length and no body")
    void revalidationAndHead() throws IOException {
        String br = get("br", "").header("ETag");
        RawHttp.Response same = get("br", "If-None-Match: " + br + "\r\n");
        assertThat(same.status()).isEqualTo(304);
        assertThat(same.header("Vary")).containsIgnoringCase("Accept-Encoding");
        assertThat(same.bytes()).isEmpty();
        RawHttp.Response other = get("gzip", "If-None-Match: " + br + "\r\n");
        assertThat(other.status()).isEqualTo(200);
        assertThat(other.header("Content-Encoding")).isEqualTo("gzip");
        RawHttp.Response head = RawHttp.exchange(server.port(), "HEAD /pkg/pacru.wasm HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Accept-Encoding: br\r\nConnection: close\r\n\r\n");
        assertThat(head.status()).isEqualTo(200);
        assertThat(head.header("Content-Encoding")).isEqualTo("br");
        assertThat(Long.parseLong(head.header("Content-Length"))).isEqualTo(get("br", "").bytes().length);
    }

    @Test
    @DisplayName("the static site holds the same precompressed files (pkg/pacru.wasm.br and .gz), decoding to its pacru.wasm")
    void staticSiteIsPrecompressed() throws IOException {
        Path pkg = StaticSiteBrowserTest.SITE.resolve("pkg");
        byte[] site = Files.readAllBytes(pkg.resolve("pacru.wasm"));
        assertThat(site).isEqualTo(wasm);
        assertThat(brotli(Files.readAllBytes(pkg.resolve("pacru.wasm.br")))).isEqualTo(site);
        assertThat(gunzip(Files.readAllBytes(pkg.resolve("pacru.wasm.gz")))).isEqualTo(site);
    }
}
