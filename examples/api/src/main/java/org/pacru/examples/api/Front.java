package org.pacru.examples.api;

import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * The front that answers, for the words of its refusals: "the server allows …" or "this
 * package allows …".
 */
public enum Front {
    /** {@code pacru serve}: a request's limits are the server's. */
    SERVER,
    /** The npm package: a call's limits are the package's. */
    PACKAGE;

    /**
     * The refusal of a budget field ({@code iterations}, {@code millis}) out of its range, in
     * this front's words.
     *
     * @param lang the language
     * @param name the field
     * @param value the value given
     * @param max the cap
     * @return the message
     */
    String budget(Language lang, String name, long value, long max) {
        return this == PACKAGE ? Texts.apiBudgetPackage(lang, name, value, max)
                : Texts.apiBudgetServer(lang, name, value, max);
    }

    /**
     * The refusal of {@code mcts:N} with N out of its range, in this front's words.
     *
     * @param lang the language
     * @param player the spec, quoted
     * @param max the cap
     * @return the message
     */
    String budgetPlayer(Language lang, String player, long max) {
        return this == PACKAGE ? Texts.apiBudgetPlayerPackage(lang, player, max)
                : Texts.apiBudgetPlayerServer(lang, player, max);
    }

    /**
     * Whether the clock a search reads belongs to the host, which may stop it (the package: a test
     * runner's fake timers freeze {@code performance.now()} and {@code Date}); then a search in
     * time is bounded by the cap on iterations too. The server's clock is the JVM's own.
     *
     * @return true for the package
     */
    boolean clockMayStandStill() {
        return this == PACKAGE;
    }
}
