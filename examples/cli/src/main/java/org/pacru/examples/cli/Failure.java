package org.pacru.examples.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * A failure in words for the user, never the name of a Java class: what failed and, where the
 * user can do something about it, what: out of memory (ask for less, or give Java more memory),
 * the stack overflowed, a file-system or stream failure in the system's words
 * ({@link TextFile#describe}), anything else an internal error with its message.
 *
 * <pre>{@code
 * Failure.describe(new OutOfMemoryError("Java heap space"), Language.ENGLISH);
 * // "out of memory (Java heap space): the work asked is too large for this Java; ask for less …"
 * }</pre>
 */
public final class Failure {

    private Failure() {
    }

    /**
     * What went wrong, in words.
     *
     * @param e the failure
     * @param lang the language of the words
     * @return the description, one line, quoting at most a short message
     */
    public static String describe(Throwable e, Language lang) {
        Throwable cause = unwrapped(e);
        if (cause instanceof OutOfMemoryError) {
            return Texts.failureOutOfMemory(lang, reason(cause, lang));
        }
        if (cause instanceof StackOverflowError) {
            return Texts.failureStackOverflow(lang);
        }
        if (cause instanceof VirtualMachineError) {
            return Texts.failureVirtualMachine(lang, reason(cause, lang));
        }
        if (cause instanceof IOException io) {
            return TextFile.describe(io, lang);
        }
        return Texts.failureInternal(lang, reason(cause, lang));
    }

    /**
     * The failure inside its wrappers: a worker's ({@link ExecutionException},
     * {@link CompletionException}), an {@link UncheckedIOException}'s, and that of any exception
     * whose message is only its cause's {@code toString()}.
     */
    private static Throwable unwrapped(Throwable e) {
        Throwable t = e;
        for (int depth = 0; depth < 16 && t.getCause() != null && t.getCause() != t; depth++) {
            boolean wrapper = t instanceof ExecutionException || t instanceof CompletionException
                    || t instanceof UncheckedIOException || t.getMessage() == null
                    || t.getMessage().equals(t.getCause().toString());
            if (!wrapper) {
                break;
            }
            t = t.getCause();
        }
        return t;
    }

    /** The failure's own message, short and escaped, or "no details". */
    private static String reason(Throwable e, Language lang) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? Texts.failureNoDetails(lang) : Text.brief(message);
    }
}
