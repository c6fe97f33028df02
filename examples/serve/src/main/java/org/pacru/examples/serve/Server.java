package org.pacru.examples.serve;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.gzip.GzipHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.pacru.examples.api.Api;
import org.pacru.examples.api.Front;

/**
 * {@code pacru serve}: the page at {@code /} and the JSON API at {@code /api/v1/…} on an embedded
 * Jetty 12 server. Stateless: every request carries its position or record.
 *
 * <p>Made to survive slow and hostile clients (docs/serving.md):
 * <ul>
 *   <li>connections are handled without blocking: a slow client holds a connection, never a
 *       thread, and at most {@link Limits#maxConnections()} connections are open at once;</li>
 *   <li>a client has {@link Limits#headerTimeout()} to send a request's headers (from the
 *       connection's start or the end of its previous exchange), {@link Limits#bodyTimeout()} to
 *       send its body, and is cut off after {@link Limits#idleTimeout()} without progress in either
 *       direction (a client that never reads its answer included);</li>
 *   <li>bodies over {@link Limits#maxBody()} bytes are refused (413) while they are read;</li>
 *   <li>the engine runs on two bounded pools of its own: {@link Limits#workers()} threads for the
 *       quick endpoints and {@link Limits#searchWorkers()} for the searches ({@code analyse},
 *       and {@code move} by an {@code mcts} player), so a cheap {@code legal} never waits behind
 *       a search; a pool whose queue is full, or a request that waited {@link Limits#maxWait()}, is answered 503 with
 *       {@code Retry-After} at once: every request gets an answer;</li>
 *   <li>every response, the server layer's errors included, is pacru's: the JSON error shape for
 *       the API, a pacru page for the rest, with {@code Content-Security-Policy},
 *       {@code X-Content-Type-Options: nosniff} and {@code Referrer-Policy}, and never the name of
 *       a Java class;</li>
 *   <li>{@code POST} needs {@code Content-Type: application/json} (415 otherwise); bound to a
 *       loopback address, the server answers 421 to a {@code Host} that is not a loopback name
 *       or address (DNS rebinding); CORS headers only for the one valid origin given.</li>
 * </ul>
 * Nothing is read from or written to the file system on a request: the page's files are
 * resources of the jar, loaded once. Text answers are gzip-compressed when the client asks.
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

    /**
     * The policy of the page and its worker, the documents that run the engine: {@link #CSP} with
     * the WebAssembly module compiled ({@code 'wasm-unsafe-eval'}) and {@code 'unsafe-eval'}, as
     * TeaVM's WebAssembly GC runtime builds its glue to JavaScript with {@code new Function}.
     * Scripts still come from this server alone.
     */
    static final String PAGE_CSP = CSP.replace("script-src 'self'", "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'");

    /**
     * The server's limits. {@link #DEFAULT} holds the documented defaults; the {@code with…}
     * methods change one group.
     *
     * @param maxBody the largest request body in bytes (413 beyond)
     * @param workers the engine threads of the quick endpoints
     * @param queue the quick requests that may wait for one of them (503 beyond)
     * @param searchWorkers the engine threads of the searches ({@code move}, {@code analyse})
     * @param searchQueue the searches that may wait for one of them (503 beyond)
     * @param maxIterations the largest search budget in iterations a request may ask for
     * @param maxMillis the largest search budget in milliseconds a request may ask for
     * @param maxConnections the most connections open at once (further ones wait to be accepted)
     * @param headerTimeout the time a client has to send a request's headers
     * @param bodyTimeout the time a client has to send a request's body once its headers arrived
     * @param idleTimeout the time a connection may make no progress, reading or writing
     * @param maxWait the longest a request waits for an engine thread before it is answered 503
     */
    public record Limits(int maxBody, int workers, int queue, int searchWorkers, int searchQueue, int maxIterations,
                         int maxMillis, int maxConnections, Duration headerTimeout, Duration bodyTimeout,
                         Duration idleTimeout, Duration maxWait) {
        /** Search threads by default: half the processors, at least one, so searches never take them all. */
        private static final int SEARCH_WORKERS = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);

        /**
         * 64 KB bodies; 4 quick workers with 64 waiting; half the processors (at least 1) as search
         * workers with 4 waiting each; 20,000 iterations or 2 seconds of search; 1,000 connections;
         * 10 s for headers, 10 s for a body, 30 s idle; 10 s of waiting for a worker.
         */
        public static final Limits DEFAULT = new Limits(64 * 1024, 4, 64, SEARCH_WORKERS, 4 * SEARCH_WORKERS, 20_000,
                2_000, 1_000, Duration.ofSeconds(10), Duration.ofSeconds(10), Duration.ofSeconds(30),
                Duration.ofSeconds(10));

        /**
         * Checks the limits are positive.
         *
         * @param maxBody the largest request body in bytes
         * @param workers the quick engine threads
         * @param queue the waiting quick requests
         * @param searchWorkers the search engine threads
         * @param searchQueue the waiting searches
         * @param maxIterations the largest budget in iterations
         * @param maxMillis the largest budget in milliseconds
         * @param maxConnections the most open connections
         * @param headerTimeout the time for a request's headers
         * @param bodyTimeout the time for a request's body
         * @param idleTimeout the time without progress
         * @param maxWait the longest wait for an engine thread
         */
        public Limits {
            if (maxBody < 1 || workers < 1 || queue < 1 || searchWorkers < 1 || searchQueue < 1 || maxIterations < 1
                    || maxMillis < 1 || maxConnections < 1) {
                throw new IllegalArgumentException("limits must be positive");
            }
            for (Duration d : new Duration[] {headerTimeout, bodyTimeout, idleTimeout, maxWait}) {
                if (Objects.requireNonNull(d, "timeout").isNegative() || d.isZero()) {
                    throw new IllegalArgumentException("timeouts must be positive");
                }
            }
        }

        /**
         * What the JSON API allows a search here and lists in {@code info}: these caps, every
         * search stopped at {@code maxMillis}, and every limit of the HTTP front; its refusals
         * speak of the server.
         *
         * @return the API's settings
         */
        Api.Settings apiSettings() {
            Map<String, Object> l = new LinkedHashMap<>();
            l.put("maxBody", (long) maxBody);
            l.put("workers", (long) workers);
            l.put("queue", (long) queue);
            l.put("searchWorkers", (long) searchWorkers);
            l.put("searchQueue", (long) searchQueue);
            l.put("maxIterations", (long) maxIterations);
            l.put("maxMillis", (long) maxMillis);
            l.put("maxConnections", (long) maxConnections);
            l.put("headerTimeoutMillis", headerTimeout.toMillis());
            l.put("bodyTimeoutMillis", bodyTimeout.toMillis());
            l.put("idleTimeoutMillis", idleTimeout.toMillis());
            l.put("maxWaitMillis", maxWait.toMillis());
            return new Api.Settings(maxIterations, maxMillis, true, l, Front.SERVER);
        }

        /**
         * These limits with other engine pools.
         *
         * @param workers the quick engine threads
         * @param queue the waiting quick requests
         * @param searchWorkers the search engine threads
         * @param searchQueue the waiting searches
         * @return the new limits
         */
        public Limits withPools(int workers, int queue, int searchWorkers, int searchQueue) {
            return new Limits(maxBody, workers, queue, searchWorkers, searchQueue, maxIterations, maxMillis,
                    maxConnections, headerTimeout, bodyTimeout, idleTimeout, maxWait);
        }

        /**
         * These limits with another search budget cap.
         *
         * @param maxIterations the largest budget in iterations
         * @param maxMillis the largest budget in milliseconds
         * @return the new limits
         */
        public Limits withBudget(int maxIterations, int maxMillis) {
            return new Limits(maxBody, workers, queue, searchWorkers, searchQueue, maxIterations, maxMillis,
                    maxConnections, headerTimeout, bodyTimeout, idleTimeout, maxWait);
        }

        /**
         * These limits with other sizes.
         *
         * @param maxBody the largest request body in bytes
         * @param maxConnections the most open connections
         * @return the new limits
         */
        public Limits withSizes(int maxBody, int maxConnections) {
            return new Limits(maxBody, workers, queue, searchWorkers, searchQueue, maxIterations, maxMillis,
                    maxConnections, headerTimeout, bodyTimeout, idleTimeout, maxWait);
        }

        /**
         * These limits with other timeouts.
         *
         * @param headerTimeout the time for a request's headers
         * @param bodyTimeout the time for a request's body
         * @param idleTimeout the time without progress
         * @param maxWait the longest wait for an engine thread
         * @return the new limits
         */
        public Limits withTimeouts(Duration headerTimeout, Duration bodyTimeout, Duration idleTimeout,
                                   Duration maxWait) {
            return new Limits(maxBody, workers, queue, searchWorkers, searchQueue, maxIterations, maxMillis,
                    maxConnections, headerTimeout, bodyTimeout, idleTimeout, maxWait);
        }
    }

    private final org.eclipse.jetty.server.Server jetty;
    private final ServerConnector connector;
    private final HttpFront front;

    private Server(org.eclipse.jetty.server.Server jetty, ServerConnector connector, HttpFront front) {
        this.jetty = jetty;
        this.connector = connector;
        this.front = front;
    }

    /**
     * Starts a server.
     *
     * @param host the address to listen on ({@code 127.0.0.1} keeps it to this machine)
     * @param port the port, 0 for a free one
     * @param cors the one origin allowed to call the API from another site, if any: a valid
     *     {@code http} or {@code https} origin (see {@link Origins#cors})
     * @param limits the limits
     * @return the running server
     * @throws IOException if the address cannot be bound
     * @throws IllegalArgumentException if {@code cors} is not a valid origin
     */
    public static Server start(String host, int port, Optional<String> cors, Limits limits) throws IOException {
        Objects.requireNonNull(limits, "limits");
        Optional<String> origin = cors.map(Origins::cors);
        InetAddress address = InetAddress.getByName(host);

        QueuedThreadPool threads = new QueuedThreadPool(32, 4);
        threads.setName("pacru-http");
        threads.setDaemon(true);
        org.eclipse.jetty.server.Server jetty = new org.eclipse.jetty.server.Server(threads);
        jetty.setStopTimeout(2_000);
        jetty.setStopAtShutdown(false);

        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(8 * 1024);
        http.setIdleTimeout(limits.idleTimeout().toMillis());
        ServerConnector connector = new ServerConnector(jetty, 1, 1, new HttpConnectionFactory(http));
        connector.setHost(address.getHostAddress());
        connector.setPort(port);
        connector.setIdleTimeout(limits.idleTimeout().toMillis());
        connector.setAcceptQueueSize(256);
        HeaderDeadline deadline = new HeaderDeadline(limits.headerTimeout());
        connector.addEventListener(deadline);
        jetty.addConnector(connector);
        jetty.addBean(new NetworkConnectionLimit(limits.maxConnections(), connector));
        jetty.addBean(deadline);

        HttpFront front = new HttpFront(limits, origin, address.isLoopbackAddress());
        GzipHandler gzip = new GzipHandler(front);
        gzip.setMinGzipSize(256);
        gzip.setIncludedMimeTypes("text/html", "text/css", "text/javascript", "application/json", "image/svg+xml");
        jetty.setHandler(gzip);
        jetty.setErrorHandler(new ErrorPages());
        try {
            jetty.start();
        } catch (IOException e) {
            stopQuietly(jetty);
            throw e;
        } catch (Exception e) {
            stopQuietly(jetty);
            throw new IOException("cannot start the server on " + host + ":" + port + ": " + e.getMessage(), e);
        }
        return new Server(jetty, connector, front);
    }

    private static void stopQuietly(org.eclipse.jetty.server.Server jetty) {
        try {
            jetty.stop();
        } catch (Exception ignored) {
            // Nothing was served; the start failure is what is reported.
        }
    }

    /**
     * The base URL, such as {@code http://127.0.0.1:8080/}.
     *
     * @return the URL
     */
    public String url() {
        String host = connector.getHost();
        return "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/";
    }

    /**
     * The port listened on.
     *
     * @return the port
     */
    public int port() {
        return connector.getLocalPort();
    }

    /**
     * The bound address.
     *
     * @return the address and port
     */
    InetSocketAddress address() {
        return new InetSocketAddress(connector.getHost(), port());
    }

    /**
     * Stops the server: stops accepting, lets answers under way finish for up to two seconds,
     * then closes every connection and stops the engine pools.
     */
    public void stop() {
        try {
            jetty.stop();
        } catch (Exception e) {
            System.err.println("pacru serve: stopping: " + e.getMessage());
        } finally {
            front.close();
        }
    }
}
