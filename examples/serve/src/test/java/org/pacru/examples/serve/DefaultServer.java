package org.pacru.examples.serve;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Optional;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One {@code pacru serve} on loopback with the default limits, for the test classes that need
 * just a server to talk to: started by the first class that registers this extension, shared by
 * every other, and stopped when all tests are done.
 *
 * <pre>{@code @RegisterExtension static final DefaultServer SERVER = new DefaultServer();}</pre>
 */
final class DefaultServer implements BeforeAllCallback {
    private Server server;
    private ApiClient client;

    @Override
    public void beforeAll(ExtensionContext context) {
        server = context.getRoot().getStore(ExtensionContext.Namespace.create(DefaultServer.class))
                .getOrComputeIfAbsent(Running.class, key -> new Running(), Running.class).server;
        client = new ApiClient(server.url());
    }

    /**
     * The server's base URL.
     *
     * @return such as {@code http://127.0.0.1:41234/}
     */
    String url() {
        return server.url();
    }

    /**
     * A client of the server.
     *
     * @return the client
     */
    ApiClient client() {
        return client;
    }

    /** The running server, closed by JUnit with the root context. */
    private static final class Running implements AutoCloseable {
        private final Server server;

        Running() {
            try {
                server = Server.start("127.0.0.1", 0, Optional.empty(), Server.Limits.DEFAULT);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            server.stop();
        }
    }
}
