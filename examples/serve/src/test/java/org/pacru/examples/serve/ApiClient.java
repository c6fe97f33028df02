package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A small HTTP client for the API tests: real requests to a server on loopback. */
final class ApiClient {
    static final ObjectMapper MAPPER = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10))
            .version(HttpClient.Version.HTTP_1_1).build();
    private final String base;

    ApiClient(String base) {
        this.base = base;
    }

    /** A response: status, headers and body. */
    record Response(int status, HttpResponse<String> raw) {
        String body() {
            return raw.body();
        }

        JsonNode json() {
            try {
                return MAPPER.readTree(raw.body());
            } catch (IOException e) {
                throw new UncheckedIOException("not JSON: " + raw.body(), e);
            }
        }

        String header(String name) {
            return raw.headers().firstValue(name).orElse(null);
        }
    }

    Response post(String endpoint, String body) {
        return send(HttpRequest.newBuilder(URI.create(base + "api/v1/" + endpoint))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8)));
    }

    Response get(String path) {
        return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
    }

    Response send(HttpRequest.Builder request) {
        try {
            HttpResponse<String> r = http.send(request.timeout(Duration.ofSeconds(30)).build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
            return new Response(r.statusCode(), r);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    static String json(Object... keyValues) {
        com.fasterxml.jackson.databind.node.ObjectNode o = MAPPER.createObjectNode();
        for (int i = 0; i < keyValues.length; i += 2) {
            o.set((String) keyValues[i], MAPPER.valueToTree(keyValues[i + 1]));
        }
        return o.toString();
    }
}
