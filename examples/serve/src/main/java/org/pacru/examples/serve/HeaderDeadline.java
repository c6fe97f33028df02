package org.pacru.examples.serve;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.util.component.AbstractLifeCycle;

/**
 * Closes connections that do not deliver a request's headers in time (slowloris): a connection
 * waiting for a request — just opened, or done with its previous exchange — whose next request
 * has not been read in full within the timeout is closed. The connection's own counters tell
 * (requests in, responses out); a sweep every quarter of the timeout (at most 500 ms) checks.
 * Connections are handled without blocking, so a slow one never holds a thread; this bounds how
 * long it holds a connection slot.
 */
final class HeaderDeadline extends AbstractLifeCycle implements Connection.Listener {
    private final long timeoutNanos;
    private final long sweepMillis;
    private final Map<Connection, Mark> open = new ConcurrentHashMap<>();
    private ScheduledExecutorService sweeper;

    /** Where a connection stood when last seen: its counters and since when they have not moved. */
    private record Mark(long in, long out, long since) {
    }

    HeaderDeadline(Duration timeout) {
        this.timeoutNanos = timeout.toNanos();
        this.sweepMillis = Math.max(10, Math.min(500, timeout.toMillis() / 4));
    }

    @Override
    protected void doStart() {
        sweeper = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "pacru-header-deadline");
            t.setDaemon(true);
            return t;
        });
        sweeper.scheduleWithFixedDelay(this::sweep, sweepMillis, sweepMillis, TimeUnit.MILLISECONDS);
    }

    @Override
    protected void doStop() {
        sweeper.shutdownNow();
        open.clear();
    }

    @Override
    public void onOpened(Connection connection) {
        open.put(connection, new Mark(connection.getMessagesIn(), connection.getMessagesOut(), System.nanoTime()));
    }

    @Override
    public void onClosed(Connection connection) {
        open.remove(connection);
    }

    /** How many connections are open now. */
    int openConnections() {
        return open.size();
    }

    private void sweep() {
        long now = System.nanoTime();
        for (Map.Entry<Connection, Mark> e : open.entrySet()) {
            Connection c = e.getKey();
            Mark m = e.getValue();
            long in = c.getMessagesIn();
            long out = c.getMessagesOut();
            if (in != m.in() || out != m.out()) {
                open.replace(c, m, new Mark(in, out, now));
            } else if (in <= out && now - m.since() > timeoutNanos) {
                // Waiting for a request that has not arrived in full: the slot goes to someone else.
                open.remove(c);
                // Closed the way Jetty closes an idle connection: at once, with nothing answered.
                c.getEndPoint().setIdleTimeout(1);
            }
        }
    }
}
