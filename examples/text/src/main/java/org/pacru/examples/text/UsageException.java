package org.pacru.examples.text;

/**
 * A command line that does not fit the command's usage: unknown option, missing or extra
 * argument, bad number. The tool prints the message and the command's usage and exits with 2.
 *
 * <pre>{@code
 * throw new UsageException("--games needs a positive number, not 'x'");
 * }</pre>
 */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    /**
     * A usage error.
     *
     * @param message what is wrong with the command line
     */
    public UsageException(String message) {
        super(message);
    }
}
