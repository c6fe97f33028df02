package org.pacru.examples.cli;

import java.io.IOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.pacru.examples.serve.Server;

/**
 * {@code pacru serve}: the browser page and the JSON API on an HTTP server (see
 * {@link Server}). Prints {@code pacru: serving http://HOST:PORT/} as its first line and serves
 * until the process is stopped.
 *
 * <pre>{@code
 * java -jar examples/target/pacru.jar serve --port 0
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
    public String summary() {
        return "serve the browser page and the JSON API over HTTP";
    }

    @Override
    public String help() {
        return "Usage: pacru serve [--host H] [--port P] [--cors ORIGIN]\n\n"
                + "Serves the page (play, explain, set up positions: open the URL in a browser) and the\n"
                + "JSON API under /api/v1/ (legal, check, apply, explain, svg, replay, move, build, setup).\n"
                + "The first line printed is 'pacru: serving http://HOST:PORT/'. Stop with Ctrl-C.\n\n"
                + "Options:\n"
                + "  --host H         the address to listen on (default 127.0.0.1: this machine only)\n"
                + "  --port P         the port (default 8080; 0 takes a free port)\n"
                + "  --cors ORIGIN    allow the API to be called from pages of this one origin,\n"
                + "                   such as https://play.example.org (default: none)\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--host", "--port", "--cors"), Set.of());
        args.expectPositional(0, 0);
        String host = args.value("--host").orElse("127.0.0.1");
        int port = args.intValue("--port", 8080, 0, 65_535);
        Server server;
        try {
            server = Server.start(host, port, args.value("--cors"), Server.Limits.DEFAULT);
        } catch (IOException e) {
            io.err().println("pacru serve: cannot listen on " + host + ":" + port + ": " + e.getMessage());
            return Main.BAD_INPUT;
        }
        io.out().println("pacru: serving " + server.url());
        io.out().flush();
        if (!java.net.InetAddress.getByName(host).isLoopbackAddress()) {
            io.err().println("pacru serve: listening on " + host + ": other machines can reach this server");
        }
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.stop();
            stopped.countDown();
        }));
        try {
            stopped.await();
        } catch (InterruptedException e) {
            server.stop();
            Thread.currentThread().interrupt();
        }
        return Main.OK;
    }
}
