package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * How the server frames what it does not serve, over raw sockets on loopback, each exchange bounded
 * in time (docs/API.md, "Errors"): a transfer coding other than {@code chunked} is 501 and never
 * de-chunked and read as plain JSON; a coding list that does not end in {@code chunked} is 400 (RFC
 * 9112 §6.3: the body's length cannot be known); the HTTP/2 preface is 505 (this server speaks
 * HTTP/1.0 and 1.1); an HTTP/1.0 message with Transfer-Encoding is faulty framing, 400 and the
 * connection closed (RFC 9112 §6.1); and no message carries the HTTP layer's English reason
 * phrases, in any of the three languages.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FramingTest {
    /** Jetty's reason phrases and parser reasons: never in pacru's messages. */
    private static final List<String> JETTY_PHRASES = List.of("Bad Request", "Upgrade Required", "URI Too Long",
            "Request Header Fields Too Large", "Not Implemented", "HTTP Version Not Supported", "Payload Too Large",
            "Content Too Large", "Request Timeout", "Bad Transfer-Encoding", "chunked not last", "Unknown Version",
            "Header Too Large", "Request Entity Too Large", "Bad Message", "Duplicate Content-Length",
            "Invalid Content-Length", "Unsupported", "Illegal character");

    private static Server server;

    @BeforeAll
    static void start() throws IOException {
        server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
    }

    @AfterAll
    static void stop() {
        server.stop();
    }

    private static RawHttp.Response raw(String request) throws IOException {
        return RawHttp.exchange(server.port(), request);
    }

    /** pacru's error, in its shape, with no reason phrase of the HTTP layer in its message. */
    private static JsonNode assertPacruError(RawHttp.Response r, int status, String code) {
        JsonNode e = r.pacruError(status, code);
        String message = e.get("message").asText();
        for (String phrase : JETTY_PHRASES) {
            assertThat(message).as("Jetty's words in pacru's message").doesNotContainIgnoringCase(phrase);
        }
        return e;
    }

    private static String chunkedPost(String transferEncoding, String lang) {
        return "POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Accept-Language: " + lang + "\r\n" + transferEncoding + "\r\n\r\n2\r\n{}\r\n0\r\n\r\n";
    }

    @ParameterizedTest(name = "Transfer-Encoding: {0}, chunked is 501 not-implemented, never read as plain JSON")
    @ValueSource(strings = {"gzip", "deflate", "foo", "identity", "x-gzip", "GZIP"})
    void codingBeforeChunkedIsNotImplemented(String coding) throws IOException {
        RawHttp.Response r = raw(chunkedPost("Transfer-Encoding: " + coding + ", chunked", "en"));
        JsonNode e = assertPacruError(r, 501, "not-implemented");
        assertThat(e.get("message").asText()).contains(coding.toLowerCase(java.util.Locale.ROOT)).contains("chunked");
        assertThat(r.header("Connection")).isEqualTo("close");
    }

    @Test
    @DisplayName("the codings in two Transfer-Encoding lines are one list: gzip then chunked is 501 too")
    void codingsOverTwoHeaderLines() throws IOException {
        assertPacruError(raw(chunkedPost("Transfer-Encoding: gzip\r\nTransfer-Encoding: chunked", "en")), 501,
                "not-implemented");
    }

    @Test
    @DisplayName("the 501 for a transfer coding speaks the language of Accept-Language")
    void notImplementedInEveryLanguage() throws IOException {
        String en = assertPacruError(raw(chunkedPost("Transfer-Encoding: gzip, chunked", "en")), 501,
                "not-implemented").get("message").asText();
        String es = assertPacruError(raw(chunkedPost("Transfer-Encoding: gzip, chunked", "es")), 501,
                "not-implemented").get("message").asText();
        String ja = assertPacruError(raw(chunkedPost("Transfer-Encoding: gzip, chunked", "ja")), 501,
                "not-implemented").get("message").asText();
        assertThat(en).startsWith("the transfer coding 'gzip' is not served");
        assertThat(es).startsWith("la codificación de transferencia 'gzip' no se sirve");
        assertThat(ja).startsWith("転送コーディング 'gzip' には対応していません");
    }

    @Test
    @DisplayName("Transfer-Encoding: chunked alone is read as before")
    void chunkedAloneIsRead() throws IOException {
        RawHttp.Response r = raw(chunkedPost("Transfer-Encoding: chunked", "en"));
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("moves").size()).isEqualTo(28);
    }

    @ParameterizedTest(name = "Transfer-Encoding: {0} (not ending in chunked) is 400: the body's length cannot be known")
    @ValueSource(strings = {"gzip", "chunked, gzip", "foo"})
    void codingsNotEndingInChunkedAreBadRequests(String codings) throws IOException {
        RawHttp.Response r = raw("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Transfer-Encoding: " + codings + "\r\n\r\n{}");
        JsonNode e = assertPacruError(r, 400, "bad-request");
        assertThat(e.get("message").asText()).contains("Transfer-Encoding").contains("chunked");
    }

    /**
     * Sends a request with a valid HTTP/1.1 request right behind it on the same connection, reads
     * the answer to the first, and asserts the connection then closes, the second unanswered.
     */
    private static RawHttp.Response answeredThenClosed(String request) throws IOException {
        String next = "GET /api/v1/info HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
        try (Socket s = new Socket("127.0.0.1", server.port())) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write((request + next).getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            RawHttp.Response r = RawHttp.read(s.getInputStream());
            long t0 = System.nanoTime();
            // Closed after this answer (well before the 10 s header timeout): the request behind
            // it is never read, since where the faulty message ends cannot be known.
            assertThat(s.getInputStream().read()).as("the connection closes after the answer").isEqualTo(-1);
            assertThat((System.nanoTime() - t0) / 1_000_000).as("ms until closed").isLessThan(5_000L);
            return r;
        }
    }

    @ParameterizedTest(name = "HTTP/1.0 with {0}: 400 bad-request in pacru's shape, the connection closed (RFC 9112 §6.1)")
    @ValueSource(strings = {"Transfer-Encoding: chunked", "Transfer-Encoding: gzip, chunked", "Transfer-Encoding: CHUNKED"})
    void http10WithTransferEncodingIsFaultyFraming(String framing) throws IOException {
        RawHttp.Response r = answeredThenClosed("POST /api/v1/legal HTTP/1.0\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/json\r\nConnection: keep-alive\r\n" + framing + "\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
        JsonNode e = assertPacruError(r, 400, "bad-request");
        assertThat(e.get("message").asText()).isEqualTo("an HTTP/1.0 request cannot carry Transfer-Encoding, so its "
                + "framing is faulty (RFC 9112, 6.1): send the body with Content-Length, or use HTTP/1.1");
        assertThat(r.header("Connection")).isEqualTo("close");
    }

    @ParameterizedTest(name = "{0} with Transfer-Encoding and Content-Length: 400 saying they cannot both frame a body, closed")
    @ValueSource(strings = {"HTTP/1.0", "HTTP/1.1"})
    void transferEncodingWithContentLengthIsFaultyFraming(String version) throws IOException {
        for (String framing : new String[] {"Transfer-Encoding: chunked\r\nContent-Length: 2",
            "Content-Length: 2\r\nTransfer-Encoding: chunked"}) {
            RawHttp.Response r = answeredThenClosed("POST /api/v1/legal " + version + "\r\nHost: 127.0.0.1\r\n"
                    + "Content-Type: application/json\r\nConnection: keep-alive\r\n" + framing
                    + "\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
            JsonNode e = assertPacruError(r, 400, "bad-request");
            assertThat(e.get("message").asText()).as(framing).endsWith("Transfer-Encoding and Content-Length cannot both "
                    + "frame a body (RFC 9112, 6.1 and 6.3): send one of them (with HTTP/1.0, Content-Length)");
        }
    }

    @Test
    @DisplayName("HTTP/1.0 with Transfer-Encoding is faulty framing whatever the method and path, in the client's language")
    void http10WithTransferEncodingOnAnyPath() throws IOException {
        assertPacruError(answeredThenClosed("GET /api/v1/info HTTP/1.0\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n"), 400, "bad-request");
        assertPacruError(answeredThenClosed("GET / HTTP/1.0\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n"
                + "\r\n0\r\n\r\n"), 400, "bad-request");
        String es = assertPacruError(answeredThenClosed("POST /api/v1/legal HTTP/1.0\r\nContent-Type: application/json\r\n"
                + "Accept-Language: es\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"), 400, "bad-request")
                .get("message").asText();
        String ja = assertPacruError(answeredThenClosed("POST /api/v1/legal HTTP/1.0\r\nContent-Type: application/json\r\n"
                + "Accept-Language: ja\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"), 400, "bad-request")
                .get("message").asText();
        assertThat(es).startsWith("una petición HTTP/1.0 no puede llevar Transfer-Encoding");
        assertThat(ja).startsWith("HTTP/1.0 のリクエストは Transfer-Encoding を使えない");
    }

    @Test
    @DisplayName("HTTP/1.0 with Content-Length alone is read and answered as before")
    void http10WithContentLengthIsRead() throws IOException {
        RawHttp.Response r = raw("POST /api/v1/legal HTTP/1.0\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                + "Content-Length: 2\r\n\r\n{}");
        assertThat(r.status()).as(r.body()).isEqualTo(200);
        assertThat(r.json().get("moves").size()).isEqualTo(28);
    }

    @Test
    @DisplayName("the HTTP/2 preface, and any HTTP/2.0 request line, is 505 http-version-not-supported (not 426)")
    void http2PrefaceIsVersionNotSupported() throws IOException {
        JsonNode e = assertPacruError(raw("PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"), 505, "http-version-not-supported");
        assertThat(e.get("message").asText()).isEqualTo("only HTTP/1.0 and HTTP/1.1 are served");
        assertPacruError(raw("GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n"), 505, "http-version-not-supported");
    }

    @ParameterizedTest(name = "Accept-Language {0}: 414 and 431 in pacru's words only")
    @ValueSource(strings = {"en", "es", "ja"})
    void noReasonPhrasesInAnyLanguage(String lang) throws IOException {
        String uri = "/api/v1/svg?position=" + "a".repeat(70_000);
        RawHttp.Response tooLong = raw("GET " + uri + " HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: " + lang
                + "\r\n\r\n");
        assertThat(tooLong.status()).isIn(414, 431);
        assertPacruError(tooLong, tooLong.status(), tooLong.status() == 414 ? "uri-too-long" : "headers-too-large");
        assertPacruError(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: " + lang + "\r\nX-Big: "
                + "a".repeat(9_000) + "\r\n\r\n"), 431, "headers-too-large");
        assertPacruError(raw("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: " + lang
                + "\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n{}"), 400, "bad-request");
    }
}
