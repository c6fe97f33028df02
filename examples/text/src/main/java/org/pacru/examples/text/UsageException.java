package org.pacru.examples.text;

import java.util.Objects;
import java.util.function.Function;
import org.pacru.rules.Language;

/**
 * A command line that does not fit the command's usage: unknown option, missing or extra
 * argument, bad number. The tool prints the message, in the reader's language, and the command's
 * usage and exits with 2.
 *
 * <pre>{@code
 * throw new UsageException(lang -> Texts.usageGamesRequired(lang));
 * e.getMessage();                    // "--games N is required"
 * e.message(Language.SPANISH);       // "--games N es obligatorio"
 * }</pre>
 */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    /** The message in any language; not serialized (a deserialized exception reads its English message). */
    private final transient Function<Language, String> text;

    /**
     * A usage error whose message reads the same in every language (its words are the user's or
     * another component's).
     *
     * @param message what is wrong with the command line
     */
    public UsageException(String message) {
        super(message);
        this.text = null;
    }

    /**
     * A usage error written in the reader's language.
     *
     * @param text what is wrong with the command line, in a language (from {@link Texts})
     */
    public UsageException(Function<Language, String> text) {
        super(Objects.requireNonNull(text, "text").apply(Language.ENGLISH));
        this.text = text;
    }

    /**
     * The message in a language.
     *
     * @param lang the reader's language
     * @return what is wrong with the command line; {@link #getMessage()} is the English
     */
    public String message(Language lang) {
        return text == null ? getMessage() : text.apply(lang);
    }
}
