package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Requests an ordinary client does not send, over raw sockets on loopback: broken framing, bad
 * request lines and escapes, foreign hosts and content types, requests that stall. Every one is
 * answered by pacru, in its shape, with its headers, naming no Java class.
 */
class MalformedRequestsTest {
    private static Server server;
    private static Server quick;

    @BeforeAll
    static void start() throws IOException {
        server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        quick = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT.withTimeouts(
                Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofSeconds(30), Duration.ofSeconds(10)));
    }

    @AfterAll
    static void stop() {
        server.stop();
        quick.stop();
    }

    private static RawHttp.Response raw(String request) throws IOException {
        return RawHttp.exchange(server.port(), request);
    }

    private static JsonNode assertPacruError(RawHttp.Response r, int status, String code) {
        return r.pacruError(status, code);
    }

    @Test
    @DisplayName("a broken %-escape in a GET query is a 400 in pacru's shape naming the offset")
    void brokenQueryEscape() throws IOException {
        JsonNode e = assertPacruError(raw("GET /api/v1/svg?position=%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"),
                400, "bad-request");
        assertThat(e.get("offset").asInt()).isEqualTo(9);
        assertThat(e.get("message").asText()).contains("'%' must be followed by two hexadecimal digits");
        JsonNode ja = assertPacruError(raw("GET /api/v1/svg?position=%zz HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Accept-Language: ja\r\n\r\n"), 400, "bad-request");
        assertThat(ja.get("offset").asInt()).as("the offset does not depend on the language").isEqualTo(9);
        assertThat(ja.get("message").asText()).isEqualTo("位置 9 でクエリが不正です: '%' の後には 16 進数字が 2 つ必要です"
                + "（クエリ 'position=%zz'）");
        assertPacruError(raw("GET /api/v1/svg?position=%C3%28 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"), 400,
                "bad-request");
        assertPacruError(raw("GET /api/v1/svg?players=%D9%A3 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"), 400,
                "bad-request");
    }

    @Test
    @DisplayName("a Content-Length that is not a number, or two that disagree, is a 400 in pacru's shape")
    void badContentLength() throws IOException {
        assertPacruError(raw("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: abc\r\n\r\n{}"), 400, "bad-request");
        assertPacruError(raw("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\nContent-Length: 5\r\n\r\n{}"), 400, "bad-request");
    }

    @Test
    @DisplayName("a bad request line, an unknown HTTP version and an asterisk target are answered in pacru's shape")
    void badRequestLines() throws IOException {
        assertPacruError(raw("GARBAGE\r\n\r\n"), 400, "bad-request");
        assertPacruError(raw("GET / HTTP/1.1 extra\r\nHost: 127.0.0.1\r\n\r\n"), 400, "bad-request");
        RawHttp.Response star = raw("OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        assertThat(star.status()).isBetween(400, 499);
        assertPacruError(star, star.status(), star.json().at("/error/code").asText());
        RawHttp.Response version = raw("GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n");
        assertThat(version.status()).isIn(400, 505);
        assertPacruError(version, version.status(), version.json().at("/error/code").asText());
    }

    @Test
    @DisplayName("Transfer-Encoding: gzip is refused (501 or 400) in pacru's shape")
    void unknownTransferCoding() throws IOException {
        RawHttp.Response r = raw("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: gzip\r\n\r\n{}");
        assertThat(r.status()).isIn(400, 501);
        assertPacruError(r, r.status(), r.status() == 501 ? "not-implemented" : "bad-request");
    }

    @Test
    @DisplayName("headers over 8 KB get 431 in pacru's shape")
    void headersTooLarge() throws IOException {
        assertPacruError(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + "a".repeat(9_000) + "\r\n\r\n"), 431,
                "headers-too-large");
    }

    @Test
    @DisplayName("two JSON values in a body: the message names no Jackson class or feature")
    void trailingJsonNamesNoParserInternals() throws IOException {
        JsonNode e = assertPacruError(post("legal", "application/json", "{} {}", "127.0.0.1"), 400, "malformed-json");
        assertThat(e.get("message").asText()).isEqualTo(
                "malformed JSON at offset 3: more than one JSON value: the body must be one JSON object")
                .doesNotContain("JsonNode").doesNotContain("DeserializationFeature");
        JsonNode deep = assertPacruError(post("legal", "application/json", "[".repeat(100), "127.0.0.1"), 400,
                "malformed-json");
        assertThat(deep.get("message").asText()).contains("nested too deeply");
    }

    private static RawHttp.Response post(String endpoint, String type, String body, String host) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return raw("POST /api/v1/" + endpoint + " HTTP/1.1\r\nHost: " + host + "\r\n"
                + (type == null ? "" : "Content-Type: " + type + "\r\n") + "Content-Length: " + bytes.length + "\r\n\r\n"
                + new String(bytes, StandardCharsets.ISO_8859_1));
    }

    @Test
    @DisplayName("POST without Content-Type: application/json is a 415 (a form or text/plain POST from another page)")
    void postNeedsJsonContentType() throws IOException {
        assertPacruError(post("legal", "text/plain", "{}", "127.0.0.1"), 415, "unsupported-media-type");
        assertPacruError(post("legal", "application/x-www-form-urlencoded", "a=b", "127.0.0.1"), 415,
                "unsupported-media-type");
        assertPacruError(post("legal", "multipart/form-data; boundary=x", "--x--", "127.0.0.1"), 415,
                "unsupported-media-type");
        assertPacruError(post("legal", null, "{}", "127.0.0.1"), 415, "unsupported-media-type");
        assertThat(post("legal", "application/json; charset=utf-8", "{}", "127.0.0.1").status()).isEqualTo(200);
        assertThat(post("legal", "Application/JSON", "{}", "127.0.0.1").status()).isEqualTo(200);
    }

    @Test
    @DisplayName("on loopback, a Host that is not a loopback name or address gets 421 (DNS rebinding)")
    void foreignHostIsMisdirected() throws IOException {
        int port = server.port();
        JsonNode e = assertPacruError(post("legal", "application/json", "{}", "evil.example"), 421,
                "misdirected-request");
        assertThat(e.get("message").asText()).contains("loopback");
        assertPacruError(post("legal", "application/json", "{}", "evil.example:" + port), 421, "misdirected-request");
        assertPacruError(post("legal", "application/json", "{}", "127.0.0.1.evil.example"), 421, "misdirected-request");
        assertPacruError(raw("GET / HTTP/1.1\r\nHost: 10.0.0.1\r\n\r\n"), 421, "misdirected-request");
        for (String host : new String[] {"127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "[::1]:" + port,
            "app.localhost:" + port, "127.0.0.2"}) {
            assertThat(post("legal", "application/json", "{}", host).status()).as(host).isEqualTo(200);
        }
    }

    @Test
    @DisplayName("headers not finished within the header timeout: the connection is closed")
    void slowHeadersAreCutOff() throws Exception {
        try (Socket s = new Socket("127.0.0.1", quick.port())) {
            s.setSoTimeout(5_000);
            s.getOutputStream().write("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n".getBytes(StandardCharsets.US_ASCII));
            long t0 = System.nanoTime();
            // Closed as an idle connection is: nothing is answered to a request that never arrived.
            assertThat(s.getInputStream().read()).isEqualTo(-1);
            assertThat((System.nanoTime() - t0) / 1_000_000).isBetween(500L, 3_000L);
        }
    }

    @Test
    @DisplayName("a body not finished within the body timeout gets 408 in pacru's shape, and the connection closes")
    void slowBodyIsAnswered408() throws Exception {
        try (Socket s = new Socket("127.0.0.1", quick.port())) {
            s.setSoTimeout(5_000);
            s.getOutputStream().write(("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
                    + "\r\nContent-Length: 50\r\n\r\n{\"pos").getBytes(StandardCharsets.US_ASCII));
            RawHttp.Response r = RawHttp.read(s.getInputStream());
            assertPacruError(r, 408, "request-timeout");
            assertThat(r.header("Connection")).isEqualTo("close");
        }
    }

    @Test
    @DisplayName("a kept-alive connection serves several requests, then closes when it idles past the header timeout")
    void keepAliveThenClosed() throws Exception {
        try (Socket s = new Socket("127.0.0.1", quick.port())) {
            s.setSoTimeout(5_000);
            InputStream in = s.getInputStream();
            for (int i = 0; i < 3; i++) {
                s.getOutputStream().write(("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: "
                        + "application/json\r\nContent-Length: 2\r\n\r\n{}").getBytes(StandardCharsets.US_ASCII));
                assertThat(RawHttp.read(in).status()).isEqualTo(200);
            }
            assertThat(in.read()).isEqualTo(-1);
        }
    }

    @Test
    @DisplayName("a script of the page (texts.js) is gzip-compressed when asked, revalidated by ETag (304), and sent plain otherwise")
    void compressionAndCaching() throws IOException {
        RawHttp.Response plain = raw("GET /texts.js HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(plain.status()).isEqualTo(200);
        assertThat(plain.header("Content-Encoding")).isNull();
        assertThat(plain.header("Cache-Control")).isEqualTo("no-cache");
        String etag = plain.header("ETag");
        assertThat(etag).matches("\"[0-9a-f]{24}\"");
        RawHttp.Response gzip = raw("GET /texts.js HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip, br\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(gzip.header("Content-Encoding")).isEqualTo("gzip");
        assertThat(gzip.header("Content-Security-Policy")).isEqualTo(Server.CSP);
        assertThat(gzip.bytes().length).isLessThan(plain.bytes().length / 2);
        try (GZIPInputStream in = new GZIPInputStream(new ByteArrayInputStream(gzip.bytes()))) {
            assertThat(in.readAllBytes()).isEqualTo(plain.bytes());
        }
        RawHttp.Response again = raw("GET /texts.js HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match: " + etag
                + "\r\nConnection: close\r\n\r\n");
        assertThat(again.status()).isEqualTo(304);
        assertThat(again.bytes()).isEmpty();
        RawHttp.Response json = raw("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: gzip\r\n"
                + "Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}");
        assertThat(json.header("Content-Encoding")).isEqualTo("gzip");
    }

    @Test
    @DisplayName("HEAD of the page has the headers and no body; HEAD of a missing path is a bodiless 404; nothing is logged")
    void head() throws IOException {
        java.io.PrintStream err = System.err;
        java.io.ByteArrayOutputStream printed = new java.io.ByteArrayOutputStream();
        System.setErr(new java.io.PrintStream(printed, true, StandardCharsets.UTF_8));
        try {
            headRequests();
        } finally {
            System.setErr(err);
        }
        // The JDK's server printed a two-line warning for each HEAD to an error path.
        assertThat(printed.toString(StandardCharsets.UTF_8)).isEmpty();
    }

    private static void headRequests() throws IOException {
        RawHttp.Response page = raw("HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Content-Type")).startsWith("text/html");
        RawHttp.Response missing = raw("HEAD /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.header("Content-Security-Policy")).isEqualTo(Server.CSP);
    }

    @Test
    @DisplayName("a browser asking for a missing page gets pacru's own HTML page with the security headers")
    void browsersGetAPage() throws IOException {
        RawHttp.Response r = raw("GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html,*/*\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(r.status()).isEqualTo(404);
        assertThat(r.header("Content-Type")).startsWith("text/html");
        assertThat(r.header("Content-Security-Policy")).isEqualTo(Server.CSP);
        assertThat(r.body()).contains("<title>pacru: 404</title>").contains("nothing at '/nothing'")
                .contains("href=\"/\"");
        RawHttp.Response evil = raw("GET /%3Cscript%3E HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/html\r\n"
                + "Connection: close\r\n\r\n");
        assertThat(evil.body()).doesNotContain("<script>");
    }
}
