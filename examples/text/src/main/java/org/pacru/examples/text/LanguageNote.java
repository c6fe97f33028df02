package org.pacru.examples.text;

import java.util.Objects;

/**
 * What the JSON API ({@code pacru serve} and the npm package alike) says when a request asks for a
 * language pacru does not write: it answers in English, and says so once in the answer's
 * {@code "lang"} field with this sentence.
 *
 * <pre>{@code
 * LanguageNote.unknown("de");   // "unknown language 'de' (en, es or ja): answering in English"
 * }</pre>
 */
public final class LanguageNote {

    private LanguageNote() {
    }

    /**
     * The sentence for an unknown language tag.
     *
     * @param tag the tag the request gave
     * @return the sentence, the tag quoted
     */
    public static String unknown(String tag) {
        return "unknown language " + Text.quote(Objects.requireNonNull(tag, "tag")) + " (en, es or ja): answering in English";
    }
}
