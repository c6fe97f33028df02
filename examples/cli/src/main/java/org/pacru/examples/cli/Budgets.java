package org.pacru.examples.cli;

import org.pacru.examples.text.BotSpec;

/**
 * The documented upper bound of every budget option of the tool (docs/tool.md, "Budgets and their
 * bounds", and each command's help): a value above it is a usage error naming the option and the
 * bound, never a run that exhausts the machine. The search budgets are {@link BotSpec}'s, the
 * JSON API's caps: {@value BotSpec#MAX_ITERATIONS} iterations or {@value BotSpec#MAX_MILLIS} ms.
 */
final class Budgets {
    /** The most games of {@code selfplay --games} and {@code match --games}. */
    static final int MAX_GAMES = 1_000_000;

    /** The most actions of one game, {@code --max-plies} of {@code selfplay} and {@code match}. */
    static final int MAX_PLIES = 1_000_000;

    /** The most search threads of {@code analyse --threads}, each growing a tree of its own. */
    static final int MAX_SEARCH_THREADS = 256;

    /** The most games played at once, {@code --threads} of {@code selfplay} and {@code match}. */
    static final int MAX_GAME_THREADS = 1_024;

    private Budgets() {
    }
}
