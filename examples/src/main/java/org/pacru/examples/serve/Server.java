package org.pacru.examples.serve;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * {@code pacru serve}: the page at {@code /} and the JSON API at {@code /api/v1/…} on the JDK's
 * HTTP server. Stateless: every request carries its position or record.
 *
 * <p>Limits: request bodies up to {@link Limits#maxBody()} bytes (413 beyond); a fixed pool of
 * {@link Limits#workers()} threads with a queue of {@link Limits#queue()} requests; a request
 * that finds both full is answered 503 at once by the accepting thread, so memory stays bounded
 * under any load. Nothing is read from or written to the file system on a request: the page's
 * files are resources of the jar, served from a fixed list. Every response carries
 * {@code Content-Security-Policy}, {@code X-Content-Type-Options: nosniff} and
 * {@code Referrer-Policy}; CORS headers only for the one origin given (none by default).
 *
 * <pre>{@code
 * Server s = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
 * s.url();     // http://127.0.0.1:41234/
 * s.stop();
 * }</pre>
 */
public final class Server {
    /** The content security policy of every response: nothing but this server's own files. */
    static final String CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

    private static final Map<String, String[]> STATIC = Map.of(
            "/", new String[] {"index.html", "text/html; charset=utf-8"},
            "/index.html", new String[] {"index.html", "text/html; charset=utf-8"},
            "/app.js", new String[] {"app.js", "text/javascript; charset=utf-8"},
            "/app.css", new String[] {"app.css", "text/css; charset=utf-8"},
            "/favicon.svg", new String[] {"favicon.svg", "image/svg+xml"},
            "/rules.html", new String[] {"rules.html", "text/html; charset=utf-8"},
            "/rules.css", new String[] {"rules.css", "text/css; charset=utf-8"});

    /** The most bytes of an oversized body read (and dropped) before answering 413. */
    private static final long DRAIN = 4L * 1024 * 1024;

    static {
        // Bound the time a client may take to send a request or read a response (JDK server
        // settings, read once), so slow clients cannot hold the workers.
        System.setProperty("sun.net.httpserver.maxReqTime",
                System.getProperty("sun.net.httpserver.maxReqTime", "20"));
        System.setProperty("sun.net.httpserver.maxRspTime",
                System.getProperty("sun.net.httpserver.maxRspTime", "60"));
        // Small answers go out at once (no Nagle delay waiting for the client's delayed ACK).
        System.setProperty("sun.net.httpserver.nodelay", System.getProperty("sun.net.httpserver.nodelay", "true"));
    }

    private static final ThreadLocal<Boolean> OVERFLOW = ThreadLocal.withInitial(() -> false);

    /**
     * The server's limits.
     *
     * @param maxBody the largest request body in bytes (413 beyond)
     * @param workers the worker threads
     * @param queue the requests that may wait for a worker (503 beyond)
     * @param maxIterations the largest search budget in iterations a request may ask for
     * @param maxMillis the largest search budget in milliseconds a request may ask for
     */
    public record Limits(int maxBody, int workers, int queue, int maxIterations, int maxMillis) {
        /** 64 KB bodies, 4 workers, 64 waiting, 20,000 iterations, 2 seconds. */
        public static final Limits DEFAULT = new Limits(64 * 1024, 4, 64, 20_000, 2_000);

        /**
         * Checks the limits are positive.
         *
         * @param maxBody the largest request body in bytes
         * @param workers the worker threads
         * @param queue the waiting requests
         * @param maxIterations the largest budget in iterations
         * @param maxMillis the largest budget in milliseconds
         */
        public Limits {
            if (maxBody < 1 || workers < 1 || queue < 1 || maxIterations < 1 || maxMillis < 1) {
                throw new IllegalArgumentException("limits must be positive");
            }
        }
    }

    private final HttpServer http;
    private final ThreadPoolExecutor pool;
    private final Optional<String> cors;
    private final Limits limits;
    private final Api api;

    private Server(HttpServer http, ThreadPoolExecutor pool, Optional<String> cors, Limits limits) {
        this.http = http;
        this.pool = pool;
        this.cors = cors;
        this.limits = limits;
        this.api = new Api(limits);
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on ({@code 127.0.0.1} keeps it to this machine)
     * @param port the port, 0 for a free one
     * @param cors the one origin allowed to call the API from another site, if any
     * @param limits the limits
     * @return the running server
     * @throws IOException if the address cannot be bound
     */
    public static Server start(String host, int port, Optional<String> cors, Limits limits) throws IOException {
        Objects.requireNonNull(limits, "limits");
        HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getByName(host), port), 128);
        AtomicInteger n = new AtomicInteger();
        ThreadPoolExecutor pool = new ThreadPoolExecutor(limits.workers(), limits.workers(), 30, TimeUnit.SECONDS,
                new ArrayBlockingQueue<>(limits.queue()), r -> {
                    Thread t = new Thread(r, "pacru-serve-" + n.incrementAndGet());
                    t.setDaemon(true);
                    return t;
                }, (r, executor) -> {
                    // Pool and queue full: answer 503 on the accepting thread, without queueing.
                    OVERFLOW.set(true);
                    try {
                        r.run();
                    } finally {
                        OVERFLOW.set(false);
                    }
                });
        Server server = new Server(http, pool, cors, limits);
        http.createContext("/", server::handle);
        http.setExecutor(pool);
        http.start();
        return server;
    }

    /**
     * The base URL, such as {@code http://127.0.0.1:8080/}.
     *
     * @return the URL
     */
    public String url() {
        InetSocketAddress a = http.getAddress();
        String host = a.getAddress().getHostAddress();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + a.getPort() + "/";
    }

    /**
     * The port listened on.
     *
     * @return the port
     */
    public int port() {
        return http.getAddress().getPort();
    }

    /** Stops the server, ending open exchanges. */
    public void stop() {
        http.stop(0);
        pool.shutdownNow();
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            Headers h = ex.getResponseHeaders();
            h.set("X-Content-Type-Options", "nosniff");
            h.set("Content-Security-Policy", CSP);
            h.set("Referrer-Policy", "no-referrer");
            corsHeaders(ex);
            try {
                if (OVERFLOW.get()) {
                    h.set("Retry-After", "1");
                    h.set("Connection", "close");
                    throw new ApiError(503, "busy", "the server is busy: " + limits.workers() + " workers and "
                            + limits.queue() + " waiting requests; retry later");
                }
                route(ex);
            } catch (ApiError e) {
                send(ex, e.status(), "application/json; charset=utf-8", Json.bytes(e.body()));
            } catch (RuntimeException e) {
                // A bug must not leak a stack trace: log it here, answer a plain 500.
                System.err.println("pacru serve: internal error on " + ex.getRequestURI().getPath() + ": " + e);
                ApiError err = new ApiError(500, "internal", "internal error");
                send(ex, 500, "application/json; charset=utf-8", Json.bytes(err.body()));
            }
        }
    }

    private void corsHeaders(HttpExchange ex) {
        String origin = ex.getRequestHeaders().getFirst("Origin");
        if (cors.isPresent() && cors.get().equals(origin)) {
            Headers h = ex.getResponseHeaders();
            h.set("Access-Control-Allow-Origin", origin);
            h.set("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
            h.set("Access-Control-Allow-Headers", "Content-Type");
            h.set("Access-Control-Max-Age", "600");
            h.add("Vary", "Origin");
        }
    }

    private void route(HttpExchange ex) throws IOException {
        URI uri = ex.getRequestURI();
        String path = uri.getRawPath();
        String method = ex.getRequestMethod();
        if (path.startsWith("/api/v1/")) {
            String endpoint = path.substring("/api/v1/".length());
            if (!Api.ENDPOINTS.contains(endpoint)) {
                throw new ApiError(404, "not-found", "no endpoint " + path + "; endpoints: /api/v1/"
                        + String.join(", /api/v1/", Api.ENDPOINTS));
            }
            if (method.equals("OPTIONS")) {
                ex.getResponseHeaders().set("Allow", "GET, POST, OPTIONS");
                send(ex, 204, null, new byte[0]);
                return;
            }
            Request request;
            if (method.equals("POST")) {
                request = new Request(Json.parseObject(body(ex)));
            } else if (method.equals("GET") && (endpoint.equals("svg") || endpoint.equals("info"))) {
                request = new Request(query(uri.getRawQuery()));
            } else {
                ex.getResponseHeaders().set("Allow", endpoint.equals("svg") ? "GET, POST, OPTIONS" : "POST, OPTIONS");
                throw new ApiError(405, "method-not-allowed", method + " " + path + ": use POST with a JSON body"
                        + (endpoint.equals("svg") ? " (or GET with query parameters)" : ""));
            }
            ObjectNode answer = api.handle(endpoint, request);
            ex.getResponseHeaders().set("Cache-Control", "no-store");
            if (endpoint.equals("svg") && !request.body().path("json").asBoolean(false)) {
                send(ex, 200, "image/svg+xml", answer.get("svg").textValue().getBytes(StandardCharsets.UTF_8));
            } else {
                send(ex, 200, "application/json; charset=utf-8", Json.bytes(answer));
            }
            return;
        }
        String[] file = STATIC.get(path);
        if (file == null) {
            throw new ApiError(404, "not-found", "nothing at " + path);
        }
        if (!method.equals("GET") && !method.equals("HEAD")) {
            ex.getResponseHeaders().set("Allow", "GET, HEAD");
            throw new ApiError(405, "method-not-allowed", method + " " + path + ": use GET");
        }
        byte[] bytes;
        try (InputStream in = Server.class.getResourceAsStream("web/" + file[0])) {
            if (in == null) {
                throw new ApiError(404, "not-found", "nothing at " + path);
            }
            bytes = in.readAllBytes();
        }
        ex.getResponseHeaders().set("Cache-Control", "no-cache");
        send(ex, 200, file[1], method.equals("HEAD") ? null : bytes);
    }

    /** The body, at most {@code maxBody} bytes: 413 beyond, judged by Content-Length and by what arrives. */
    private byte[] body(HttpExchange ex) throws IOException {
        String length = ex.getRequestHeaders().getFirst("Content-Length");
        if (length != null) {
            long declared;
            try {
                declared = Long.parseLong(length.strip());
            } catch (NumberFormatException e) {
                throw ApiError.badRequest("Content-Length '" + length + "' is not a number");
            }
            if (declared > limits.maxBody()) {
                tooLarge(ex.getRequestBody());
            }
        }
        InputStream in = ex.getRequestBody();
        byte[] bytes = in.readNBytes(limits.maxBody() + 1);
        if (bytes.length > limits.maxBody()) {
            tooLarge(in);
        }
        return bytes;
    }

    /**
     * Answers 413. The rest of the body is read and dropped first (up to {@link #DRAIN} bytes, in a
     * small buffer): closing a connection with unread data makes TCP reset it, and the client would
     * lose the answer.
     */
    private void tooLarge(InputStream in) throws IOException {
        byte[] sink = new byte[8192];
        long left = DRAIN;
        int n;
        while (left > 0 && (n = in.read(sink, 0, (int) Math.min(sink.length, left))) > 0) {
            left -= n;
        }
        throw new ApiError(413, "too-large", "the request body is over the limit of " + limits.maxBody()
                + " bytes");
    }

    private static ObjectNode query(String raw) {
        ObjectNode o = Json.object();
        if (raw == null || raw.isEmpty()) {
            return o;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            String key = URLDecoder.decode(eq < 0 ? pair : pair.substring(0, eq), StandardCharsets.UTF_8);
            String value = eq < 0 ? "" : URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            if (key.equals("highlight")) {
                com.fasterxml.jackson.databind.node.ArrayNode list = o.putArray("highlight");
                for (String f : value.split(",")) {
                    if (!f.isBlank()) {
                        list.add(f);
                    }
                }
            } else if (key.equals("players")) {
                try {
                    o.put("players", Integer.parseInt(value));
                } catch (NumberFormatException e) {
                    throw Request.field(400, "bad-request", "players", "players: '" + value + "' is not a number");
                }
            } else {
                o.put(key, value);
            }
        }
        return o;
    }

    private static void send(HttpExchange ex, int status, String type, byte[] body) throws IOException {
        if (type != null) {
            ex.getResponseHeaders().set("Content-Type", type);
        }
        if (status == 204 || body == null) {
            ex.sendResponseHeaders(status, -1);
            return;
        }
        ex.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = ex.getResponseBody()) {
            out.write(body);
        }
    }
}
