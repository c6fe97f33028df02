package org.pacru.examples.serve;

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
 * java -cp examples/target/pacru.jar org.pacru.examples.serve.LoadGenerator 32 500
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
            warmUp(server.url());
            return load(server.url(), clients, requests);
        } finally {
            server.stop();
        }
    }

    private static void warmUp(String base) throws InterruptedException {
        HttpClient http = client();
        for (int i = 0; i < 200; i++) {
            send(http, base, MIX[i % MIX.length]);
        }
    }

    private static Result load(String base, int clients, int requests) throws InterruptedException {
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
                    if (send(http, base, MIX[(client + i) % MIX.length]) != 200) {
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
     * @param args the number of clients (default 32) and of requests per client (default 500)
     * @throws Exception if the server cannot start
     */
    public static void main(String[] args) throws Exception {
        int clients = args.length > 0 ? Integer.parseInt(args[0]) : 32;
        int requests = args.length > 1 ? Integer.parseInt(args[1]) : 500;
        Result r = run(clients, requests);
        System.out.println("pacru serve load test, " + clients + " clients x " + requests + " requests on loopback: " + r);
        System.exit(r.errors() == 0 ? 0 : 1);
    }
}
