package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Raw HTTP/1.1 over a socket, for the requests an ordinary client refuses to send: malformed
 * framing, bad request lines, foreign {@code Host} headers. Reads one response whole (by its
 * {@code Content-Length}, else to the end of the connection), bounded to 10 s.
 */
final class RawHttp {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** One response as it came: status, headers (names in lower case) and body. */
    record Response(int status, Map<String, String> headers, byte[] bytes) {
        String body() {
            return new String(bytes, StandardCharsets.UTF_8);
        }

        String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        JsonNode json() {
            try {
                return MAPPER.readTree(bytes);
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + body(), e);
            }
        }

        /**
         * Asserts pacru's error shape with the security headers and no trace of the server's
         * insides (no exception, Java, Jackson or Jetty names, no stack frame).
         *
         * @return the error object, for further checks
         */
        JsonNode pacruError(int status, String code) {
            assertThat(status()).as(body()).isEqualTo(status);
            assertThat(header("Content-Type")).startsWith("application/json");
            assertThat(header("Content-Security-Policy")).isEqualTo(Server.CSP);
            assertThat(header("X-Content-Type-Options")).isEqualTo("nosniff");
            JsonNode e = json().get("error");
            assertThat(e.get("status").asInt()).isEqualTo(status);
            assertThat(e.get("code").asText()).isEqualTo(code);
            assertThat(e.get("message").asText()).isNotBlank();
            assertThat(body()).doesNotContain("Exception").doesNotContain("java.").doesNotContain("com.fasterxml")
                    .doesNotContain("org.eclipse").doesNotContain("\tat ");
            return e;
        }
    }

    private RawHttp() {
    }

    /** Sends the bytes as they are and reads one response. */
    static Response exchange(int port, String request) throws IOException {
        try (Socket s = new Socket("127.0.0.1", port)) {
            s.setSoTimeout(10_000);
            s.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
            s.getOutputStream().flush();
            return read(s.getInputStream());
        }
    }

    /** Reads one response from a connection. */
    static Response read(InputStream in) throws IOException {
        ByteArrayOutputStream head = new ByteArrayOutputStream();
        int state = 0;
        while (state < 4) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("the connection closed before a response: " + head);
            }
            head.write(b);
            state = b == '\r' && state % 2 == 0 ? state + 1 : b == '\n' && state % 2 == 1 ? state + 1 : b == '\r' ? 1 : 0;
        }
        String[] lines = head.toString(StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.merge(lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).strip(), (a, b) -> a + ", " + b);
            }
        }
        byte[] body;
        String length = headers.get("content-length");
        if (status == 204 || status == 304) {
            body = new byte[0];
        } else if (length != null) {
            body = in.readNBytes(Integer.parseInt(length));
        } else {
            try {
                body = in.readAllBytes();
            } catch (SocketTimeoutException e) {
                body = new byte[0];
            }
        }
        return new Response(status, headers, body);
    }
}
