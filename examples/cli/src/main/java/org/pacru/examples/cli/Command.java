package org.pacru.examples.cli;

import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.util.List;
import org.pacru.rules.Language;

/**
 * One command of the {@code pacru} tool, such as {@code legal} or {@code perft}.
 *
 * <p>{@link #run} returns the exit status: 0 success, 1 an illegal action or malformed input
 * (after a message on standard error naming what and where), 2 a usage error (by throwing
 * {@link UsageException}).
 *
 * <pre>{@code
 * Command c = new LegalCommand();
 * int status = c.run(List.of("--base"), io);
 * }</pre>
 */
public interface Command {

    /**
     * The command's name, as typed after {@code pacru}.
     *
     * @return the name
     */
    String name();

    /**
     * One line saying what the command does.
     *
     * @param lang the reader's language
     * @return the summary
     */
    String summary(Language lang);

    /**
     * The full help text: usage line, description and options.
     *
     * @param lang the reader's language
     * @return the help text
     */
    String help(Language lang);

    /**
     * Runs the command.
     *
     * @param args the arguments after the command name ({@code --help} already handled)
     * @param io the streams
     * @return the exit status, 0 or 1
     * @throws UsageException if the arguments do not fit the usage (exit status 2)
     * @throws IOException if reading standard input or a file fails
     */
    int run(List<String> args, Io io) throws UsageException, IOException;
}
