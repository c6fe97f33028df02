package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;

import java.io.BufferedWriter;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.pacru.rules.Language;

/**
 * The streams of one run of the tool: standard input read in bounded lines, standard output and
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
    private Lines lines;
    private final PrintWriter out;
    private final PrintWriter err;
    private Locale locale;

    /**
     * Wraps the three streams; rulings are written in the language of the environment's locale
     * ({@link Locale#getDefault()}) until {@link #locale(Locale)} sets another.
     *
     * @param in standard input
     * @param out standard output
     * @param err standard error
     */
    public Io(InputStream in, PrintStream out, PrintStream err) {
        this.locale = Locale.getDefault();
        this.in = Objects.requireNonNull(in, "in");
        this.out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8), 1 << 16));
        this.err = new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    }

    /**
     * Standard input as UTF-8 lines of at most {@link Lines#MAX_BYTES} bytes, ending at LF or CRLF
     * (see {@link Lines} for the rule).
     *
     * @return the lines (the same reader on every call)
     */
    public Lines lines() {
        if (lines == null) {
            lines = new Lines(in, Lines.MAX_BYTES, language());
        }
        return lines;
    }

    /**
     * Standard input as bytes, for a command that reads it whole.
     *
     * @return the stream
     */
    public InputStream in() {
        return in;
    }

    /**
     * Where in standard input the command is, for a message: {@code stdin line 7}, or empty if
     * the command has not read lines.
     *
     * @return the place, or empty
     */
    public Optional<String> inputPlace() {
        return lines == null || lines.lineNumber() == 0 ? Optional.empty()
                : Optional.of(Texts.mainStdinLine(language(), lines.lineNumber()));
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

    /**
     * The locale rulings are written for (violations, explanations, events): the language of
     * {@code --lang}, else of the environment; a language pacru does not write reads English.
     *
     * @return the locale
     */
    public Locale locale() {
        return locale;
    }

    /**
     * The language the tool writes in, rulings and its own texts alike: that of {@link #locale()},
     * English if pacru does not write it.
     *
     * @return the language
     */
    public Language language() {
        return Language.of(locale);
    }

    /**
     * Sets the locale rulings are written for.
     *
     * @param locale the locale
     */
    public void locale(Locale locale) {
        this.locale = Objects.requireNonNull(locale, "locale");
    }

    /** Flushes both outputs. */
    public void flush() {
        out.flush();
        err.flush();
    }
}
