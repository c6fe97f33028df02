package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.net.InetAddress;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.pacru.examples.serve.Origins;
import org.pacru.examples.serve.Server;
import org.pacru.rules.Language;

/**
 * {@code pacru serve}: the browser page and the JSON API on an HTTP server (see
 * {@link Server}). Prints {@code pacru: serving http://HOST:PORT/} as its first line and serves
 * until the process is stopped.
 *
 * <pre>{@code
 * java -jar examples/cli/target/pacru.jar serve --port 0
 * }</pre>
 */
public final class ServeCommand implements Command {

    /** Creates the command. */
    public ServeCommand() {
    }

    @Override
    public String name() {
        return "serve";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryServe(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpServe(lang) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--host", "--port", "--cors", "--workers", "--queue",
                "--search-workers", "--search-queue", "--max-connections", "--max-body", "--header-timeout",
                "--body-timeout", "--idle-timeout"), Set.of());
        args.expectPositional(0, 0);
        String host = args.value("--host").orElse("127.0.0.1");
        int port = args.intValue("--port", 8080, 0, 65_535);
        Optional<String> cors = args.value("--cors");
        if (cors.isPresent()) {
            try {
                Origins.cors(cors.get());
            } catch (IllegalArgumentException e) {
                throw new UsageException("--cors: " + e.getMessage());
            }
        }
        Server.Limits limits = limits(args);
        Server server;
        try {
            server = Server.start(host, port, cors, limits);
        } catch (IOException e) {
            io.err().println("pacru serve: " + Texts.serveCannotListen(io.language(), Text.quote(host), port,
                    TextFile.describe(e, io.language())));
            return Main.BAD_INPUT;
        }
        io.out().println("pacru: serving " + server.url());
        io.out().flush();
        if (!InetAddress.getByName(host).isLoopbackAddress()) {
            io.err().println("pacru serve: " + Texts.servePublic(io.language(), Text.quote(host)));
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            server.stop();
            io.err().println("pacru: stopped");
            io.err().flush();
            stopped.countDown();
        }, "pacru-serve-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            stopped.await();
        } catch (InterruptedException e) {
            Runtime.getRuntime().removeShutdownHook(hook);
            server.stop();
            Thread.currentThread().interrupt();
        }
        return Main.OK;
    }

    private static Server.Limits limits(Args args) throws UsageException {
        Server.Limits d = Server.Limits.DEFAULT;
        int workers = args.intValue("--workers", d.workers(), 1, 256);
        int queue = args.intValue("--queue", d.queue(), 1, 100_000);
        int searchWorkers = args.intValue("--search-workers", d.searchWorkers(), 1, 256);
        int searchQueue = args.intValue("--search-queue", d.searchQueue(), 1, 100_000);
        int connections = args.intValue("--max-connections", d.maxConnections(), 1, 1_000_000);
        int maxBody = args.intValue("--max-body", d.maxBody(), 1, 4 * 1024 * 1024);
        int header = args.intValue("--header-timeout", (int) d.headerTimeout().toSeconds(), 1, 3_600);
        int body = args.intValue("--body-timeout", (int) d.bodyTimeout().toSeconds(), 1, 3_600);
        int idle = args.intValue("--idle-timeout", (int) d.idleTimeout().toSeconds(), 1, 3_600);
        return d.withPools(workers, queue, searchWorkers, searchQueue).withSizes(maxBody, connections)
                .withTimeouts(Duration.ofSeconds(header), Duration.ofSeconds(body), Duration.ofSeconds(idle),
                        d.maxWait());
    }
}
