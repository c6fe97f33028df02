package org.pacru.bench.load;

import org.pacru.examples.serve.Server;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bounded load test of {@code pacru serve} on loopback: starts a server on a free port of
 * 127.0.0.1, runs {@code clients} concurrent clients that each send {@code requests} mixed API
 * requests (legal, check, apply, explain, svg, build, replay, move), and prints the throughput,
 * the latency percentiles and the number of errors (any status but 200).
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.load.LoadGenerator 32 500
 * }</pre>
 */
public final class LoadGenerator {
    private static final String START = "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2";
    private static final String MIDGAME = "a.BN1ab.ANEa.BEa/ab1aabbaa/.ANba.BNW5/abaaaaa2/ba2aaab.AS/1a2b1.ANE1a/"
            + "2b2aa1a/aaaaaaaaa/aa.BS1aaaaa A 2";
    private static final String[][] MIX = {
        {"legal", "{\"position\":\"" + START + "\"}"},
        {"legal", "{\"position\":\"" + MIDGAME + "\"}"},
        {"check", "{\"position\":\"" + START + "\",\"action\":\"e1-e3\"}"},
        {"apply", "{\"position\":\"" + START + "\",\"action\":\"a3-b4(c6)\"}"},
        {"explain", "{\"position\":\"" + START + "\",\"action\":\"a3-b4(c6)\"}"},
        {"svg", "{\"position\":\"" + MIDGAME + "\",\"highlight\":[\"e4\",\"e5\"]}"},
        {"build", "{\"position\":\"" + START + "\",\"steps\":[\"a3\",\"-b4\"]}"},
        {"replay", "{\"actions\":[\"e1-e2\",\"a7-b7\",\"e2-e3\",\"e9-e8\",\"a3-b4(c6)\"]}"},
        {"move", "{\"position\":\"" + START + "\",\"player\":\"greedy\"}"},
    };

    private LoadGenerator() {
    }

    /**
     * What one run measured.
     *
     * @param requests the requests sent
     * @param errors the answers with another status than 200, or that failed
     * @param seconds the wall-clock time
     * @param latenciesMillis every request's latency, sorted
     */
    public record Result(int requests, int errors, double seconds, double[] latenciesMillis) {
        /**
         * A latency percentile.
         *
         * @param p the percentile, 0 to 100
         * @return the latency in milliseconds
         */
        public double percentile(double p) {
            if (latenciesMillis.length == 0) {
                return 0;
            }
            int i = (int) Math.ceil(p / 100 * latenciesMillis.length) - 1;
            return latenciesMillis[Math.max(0, Math.min(latenciesMillis.length - 1, i))];
        }

        /**
         * The throughput.
         *
         * @return requests per second
         */
        public double throughput() {
            return requests / seconds;
        }

        @Override
        public String toString() {
            return String.format(Locale.ROOT, "%d requests, %d errors, %.2f s: %.0f requests/s; latency p50 %.2f ms,"
                    + " p99 %.2f ms, max %.2f ms", requests, errors, seconds, throughput(), percentile(50),
                    percentile(99), percentile(100));
        }
    }

    /**
     * Runs the load test against a fresh server on loopback.
     *
     * @param clients the concurrent clients
     * @param requests the requests each client sends
     * @return what was measured
     * @throws IOException if the server cannot start
     * @throws InterruptedException if interrupted
     */
    public static Result run(int clients, int requests) throws IOException, InterruptedException {
        Server server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        try {
            return run(server.url(), clients, requests, mix(null));
        } finally {
            server.stop();
        }
    }

    /**
     * Runs the load test against a server already running on loopback, such as another build's
     * {@code pacru serve}, with the requests of one endpoint or the whole mix.
     *
     * @param base the server's base URL, {@code http://127.0.0.1:PORT/}
     * @param clients the concurrent clients
     * @param requests the requests each client sends
     * @param mix the requests to cycle through, as {endpoint, body} pairs
     * @return what was measured
     * @throws InterruptedException if interrupted
     */
    static Result run(String base, int clients, int requests, String[][] mix) throws InterruptedException {
        warmUp(base, mix);
        return load(base, clients, requests, mix);
    }

    /** The whole mix, or the requests of one endpoint. */
    static String[][] mix(String endpoint) {
        if (endpoint == null) {
            return MIX;
        }
        String[][] only = Arrays.stream(MIX).filter(r -> r[0].equals(endpoint)).toArray(String[][]::new);
        if (only.length == 0) {
            throw new IllegalArgumentException("no request for endpoint '" + endpoint + "' in the mix");
        }
        return only;
    }

    private static void warmUp(String base, String[][] mix) throws InterruptedException {
        HttpClient http = client();
        for (int i = 0; i < 1_000; i++) {
            send(http, base, mix[i % mix.length]);
        }
    }

    private static Result load(String base, int clients, int requests, String[][] mix) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        AtomicInteger errors = new AtomicInteger();
        double[] latencies = new double[clients * requests];
        long t0 = System.nanoTime();
        List<Future<?>> done = new ArrayList<>();
        for (int c = 0; c < clients; c++) {
            int client = c;
            done.add(pool.submit(() -> {
                HttpClient http = client();
                for (int i = 0; i < requests; i++) {
                    long s = System.nanoTime();
                    if (send(http, base, mix[(client + i) % mix.length]) != 200) {
                        errors.incrementAndGet();
                    }
                    latencies[client * requests + i] = (System.nanoTime() - s) / 1e6;
                }
                return null;
            }));
        }
        for (Future<?> f : done) {
            try {
                f.get();
            } catch (java.util.concurrent.ExecutionException e) {
                errors.incrementAndGet();
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        pool.shutdown();
        Arrays.sort(latencies);
        return new Result(clients * requests, errors.get(), seconds, latencies);
    }

    private static HttpClient client() {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(Duration.ofSeconds(10))
                .build();
    }

    private static int send(HttpClient http, String base, String[] request) throws InterruptedException {
        try {
            HttpResponse<byte[]> r = http.send(HttpRequest.newBuilder(URI.create(base + "api/v1/" + request[0]))
                    .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(request[1], StandardCharsets.UTF_8)).build(),
                    HttpResponse.BodyHandlers.ofByteArray());
            return r.statusCode();
        } catch (IOException e) {
            return -1;
        }
    }

    /**
     * Runs the load test and prints what it measured.
     *
     * @param args the number of clients (default 32) and of requests per client (default 500);
     *     {@code --only ENDPOINT} for the requests of one endpoint (such as {@code legal});
     *     {@code --url http://127.0.0.1:PORT/} to load a server already running instead of one
     *     started here
     * @throws Exception if the server cannot start
     */
    public static void main(String[] args) throws Exception {
        List<String> numbers = new ArrayList<>();
        String only = null;
        String url = null;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--only" -> only = args[++i];
                case "--url" -> url = args[++i];
                default -> numbers.add(args[i]);
            }
        }
        int clients = numbers.size() > 0 ? Integer.parseInt(numbers.get(0)) : 32;
        int requests = numbers.size() > 1 ? Integer.parseInt(numbers.get(1)) : 500;
        Result r;
        if (url != null) {
            r = run(url, clients, requests, mix(only));
        } else {
            Server server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
            try {
                r = run(server.url(), clients, requests, mix(only));
            } finally {
                server.stop();
            }
        }
        System.out.println("pacru serve load test, " + clients + " clients x " + requests + " requests"
                + (only == null ? "" : " of " + only) + " on loopback: " + r);
        System.exit(r.errors() == 0 ? 0 : 1);
    }
}
