package org.pacru.examples.serve;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@code pacru serve} under attack, on loopback only and bounded in time: slow clients that
 * dribble headers or bodies, a flood of the most expensive searches. Each test fails on the JDK
 * server pacru used before Jetty (four slow connections stopped it; searches were dropped without
 * an answer and a cheap request waited behind them).
 */
class HostileClientsTest {
    /** How long each attack is held, as the server's robustness requirement states it. */
    private static final Duration ATTACK = Duration.ofSeconds(30);

    @Test
    @DisplayName("while 200 slowloris and 100 slow-body connections are held for 30 s, every legal request answers within 1 s")
    void slowClientsNeverDelayOthers() throws Exception {
        Server server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        SlowClients attack = new SlowClients(server.port(), 200, 100);
        Thread attacker = new Thread(attack, "slow-clients");
        try {
            attacker.start();
            attack.opened.await();
            HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                    .connectTimeout(Duration.ofSeconds(5)).build();
            List<Long> latencies = new ArrayList<>();
            long end = System.nanoTime() + ATTACK.toNanos();
            while (System.nanoTime() < end) {
                long t0 = System.nanoTime();
                HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(server.url() + "api/v1/legal"))
                        .timeout(Duration.ofSeconds(5)).header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofString("{}")).build(), HttpResponse.BodyHandlers.ofString());
                latencies.add((System.nanoTime() - t0) / 1_000_000);
                assertThat(r.statusCode()).isEqualTo(200);
                Thread.sleep(200);
            }
            System.out.println("HostileClientsTest: " + latencies.size() + " legal requests under " + attack
                    + "; slowest " + latencies.stream().mapToLong(Long::longValue).max().orElse(0) + " ms");
            assertThat(latencies).hasSizeGreaterThan(50).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(1_000));
            // The deadlines did their part: slow connections were cut and had to come back.
            assertThat(attack.reopened.get()).isGreaterThanOrEqualTo(300);
        } finally {
            attack.stop.set(true);
            attacker.join(10_000);
            server.stop();
        }
    }

    /**
     * Holds {@code headers} connections that send a request's headers one byte a second and
     * {@code bodies} connections that send a body one byte a second, reopening any the server
     * closes; all on one thread, with non-blocking sockets.
     */
    private static final class SlowClients implements Runnable {
        private static final byte[] HEADER_START = ("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
                .getBytes(StandardCharsets.US_ASCII);
        private static final byte[] BODY_START = ("POST /api/v1/legal HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                + "Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{\"position\":\"")
                .getBytes(StandardCharsets.US_ASCII);

        private final int port;
        private final int headers;
        private final int bodies;
        final AtomicBoolean stop = new AtomicBoolean();
        final AtomicInteger reopened = new AtomicInteger();
        final java.util.concurrent.CountDownLatch opened = new java.util.concurrent.CountDownLatch(1);

        SlowClients(int port, int headers, int bodies) {
            this.port = port;
            this.headers = headers;
            this.bodies = bodies;
        }

        @Override
        public void run() {
            SocketChannel[] sockets = new SocketChannel[headers + bodies];
            ByteBuffer sink = ByteBuffer.allocate(4096);
            try {
                for (int i = 0; i < sockets.length; i++) {
                    sockets[i] = open(i);
                }
                opened.countDown();
                while (!stop.get()) {
                    for (int i = 0; i < sockets.length && !stop.get(); i++) {
                        boolean closed;
                        try {
                            sink.clear();
                            closed = sockets[i].read(sink) < 0;
                            if (!closed) {
                                sockets[i].write(ByteBuffer.wrap(new byte[] {'a'}));
                            }
                        } catch (IOException e) {
                            closed = true;
                        }
                        if (closed) {
                            sockets[i].close();
                            sockets[i] = open(i);
                            reopened.incrementAndGet();
                        }
                    }
                    Thread.sleep(1_000);
                }
            } catch (IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            } finally {
                opened.countDown();
                for (SocketChannel s : sockets) {
                    try {
                        if (s != null) {
                            s.close();
                        }
                    } catch (IOException ignored) {
                        // Closing what the test opened; nothing left to check.
                    }
                }
            }
        }

        private SocketChannel open(int i) throws IOException {
            SocketChannel s = SocketChannel.open(new InetSocketAddress("127.0.0.1", port));
            s.write(ByteBuffer.wrap(i < headers ? HEADER_START : BODY_START));
            s.configureBlocking(false);
            return s;
        }

        @Override
        public String toString() {
            return headers + " slow-header and " + bodies + " slow-body connections (reopened " + reopened + " times)";
        }
    }

    @Test
    @DisplayName("clients that pipeline requests and never read the answers hold no thread: legal still answers within 1 s")
    void clientsThatNeverReadHoldNothing() throws Exception {
        Server server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        List<java.net.Socket> stalled = new ArrayList<>();
        try {
            String request = "GET /api/v1/svg?players=4 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            for (int c = 0; c < 16; c++) {
                java.net.Socket s = new java.net.Socket();
                s.setReceiveBufferSize(1024);
                s.connect(new InetSocketAddress("127.0.0.1", server.port()));
                s.getOutputStream().write(request.repeat(300).getBytes(StandardCharsets.US_ASCII));
                stalled.add(s);
            }
            ApiClient client = new ApiClient(server.url());
            List<Long> latencies = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                long t0 = System.nanoTime();
                assertThat(client.post("legal", "{}").status()).isEqualTo(200);
                latencies.add((System.nanoTime() - t0) / 1_000_000);
                Thread.sleep(100);
            }
            assertThat(latencies).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(1_000));
        } finally {
            for (java.net.Socket s : stalled) {
                s.close();
            }
            server.stop();
        }
    }

    @Test
    @DisplayName("64 clients calling analyse at the largest budget for 30 s: each gets 200 or 503, none goes unanswered;"
            + " a check meanwhile answers within 1 s")
    void searchFloodIsRefusedNotDropped() throws Exception {
        Server server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
        int clients = 64;
        ExecutorService pool = Executors.newFixedThreadPool(clients);
        Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
        AtomicBoolean stop = new AtomicBoolean();
        String search = "{\"millis\":" + Server.Limits.DEFAULT.maxMillis() + "}";
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int c = 0; c < clients; c++) {
                running.add(pool.submit(() -> {
                    HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                            .connectTimeout(Duration.ofSeconds(10)).build();
                    while (!stop.get()) {
                        String outcome;
                        try {
                            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(server.url()
                                    + "api/v1/analyse")).timeout(Duration.ofSeconds(60))
                                    .header("Content-Type", "application/json")
                                    .POST(HttpRequest.BodyPublishers.ofString(search)).build(),
                                    HttpResponse.BodyHandlers.ofString());
                            outcome = String.valueOf(r.statusCode());
                            if (r.statusCode() == 503) {
                                Thread.sleep(100);
                            }
                        } catch (IOException e) {
                            outcome = "no response";
                        }
                        outcomes.computeIfAbsent(outcome, k -> new AtomicInteger()).incrementAndGet();
                    }
                    return null;
                }));
            }
            ApiClient client = new ApiClient(server.url());
            List<Long> checks = new ArrayList<>();
            long end = System.nanoTime() + ATTACK.toNanos();
            while (System.nanoTime() < end) {
                long t0 = System.nanoTime();
                ApiClient.Response r = client.post("check", "{\"action\":\"e1-e2\"}");
                checks.add((System.nanoTime() - t0) / 1_000_000);
                assertThat(r.status()).isEqualTo(200);
                Thread.sleep(500);
            }
            stop.set(true);
            for (Future<?> f : running) {
                f.get(90, TimeUnit.SECONDS);
            }
            System.out.println("HostileClientsTest: analyse flood outcomes " + outcomes + "; " + checks.size()
                    + " checks, slowest " + checks.stream().mapToLong(Long::longValue).max().orElse(0) + " ms");
            assertThat(outcomes.keySet()).containsOnly("200", "503");
            assertThat(outcomes.get("200").get()).isPositive();
            assertThat(outcomes.get("503").get()).isPositive();
            assertThat(checks).hasSizeGreaterThan(20).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(1_000));
        } finally {
            stop.set(true);
            pool.shutdownNow();
            pool.awaitTermination(30, TimeUnit.SECONDS);
            server.stop();
        }
    }
}
