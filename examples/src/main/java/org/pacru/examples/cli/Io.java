package org.pacru.examples.cli;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

/**
 * The streams of one run of the tool: standard input read line by line, standard output and
 * standard error written in UTF-8 through buffers (flushed when the command ends), so that batch
 * commands stream millions of lines without holding them.
 *
 * <pre>{@code
 * Io io = new Io(System.in, System.out, System.err);
 * io.out().println("hello");
 * io.flush();
 * }</pre>
 */
public final class Io {
    private final InputStream in;
    private final PrintWriter out;
    private final PrintWriter err;

    /**
     * Wraps the three streams.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     */
    public Io(InputStream in, PrintStream out, PrintStream err) {
        this.in = Objects.requireNonNull(in, "in");
        this.out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16));
        this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    }

    /**
     * Standard input as UTF-8 lines.
     *
     * @return a reader (each call wraps the same stream: call once per command)
     */
    public BufferedReader reader() {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }

    /**
     * Standard output (buffered; lines end with {@code \n}).
     *
     * @return the writer
     */
    public PrintWriter out() {
        return out;
    }

    /**
     * Standard error (flushed on every {@code println}).
     *
     * @return the writer
     */
    public PrintWriter err() {
        return err;
    }

    /** Flushes both outputs. */
    public void flush() {
        out.flush();
        err.flush();
    }
}
