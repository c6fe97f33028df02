package org.pacru.examples.text;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.pacru.core.bot.Bot;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.HeuristicBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.RandomBot;
import org.pacru.rules.Ruleset;

/**
 * A computer player named on the command line: {@code random}, {@code greedy}, {@code heuristic}
 * (the capture-and-crossing player, {@link HeuristicBot}; the command line's only, not the JSON
 * API's), {@code mcts} (the
 * default budget, {@value MctsBot#DEFAULT_ITERATIONS} iterations), {@code mcts:ITERATIONS} or
 * {@code mcts:MILLISECONDSms}, each budget from 1 to its bound: {@value #MAX_ITERATIONS}
 * iterations, {@value #MAX_MILLIS} ms (the JSON API's caps in the npm package).
 *
 * <pre>{@code
 * BotSpec spec = BotSpec.parse("mcts:2000");
 * Bot bot = spec.create(Ruleset.STANDARD, 7);
 * }</pre>
 *
 * @param text the spec as written (canonical lower case)
 * @param kind the kind of player
 * @param iterations the MCTS iteration budget, 0 for other kinds or a time budget
 * @param time the MCTS time budget, {@link Duration#ZERO} for other kinds or an iteration budget
 */
public record BotSpec(String text, Kind kind, long iterations, Duration time) {

    /** The kinds of player. */
    public enum Kind {
        /** {@link RandomBot}. */
        RANDOM,
        /** {@link GreedyBot}. */
        GREEDY,
        /** {@link HeuristicBot}. */
        HEURISTIC,
        /** {@link MctsBot}. */
        MCTS
    }

    /**
     * The most iterations a budget may ask for: the JSON API's cap (the npm package's, and the
     * server's by default), so that no search grows a tree beyond what a small Java heap holds
     * (about 8 MB).
     */
    public static final long MAX_ITERATIONS = 20_000;

    /** The most milliseconds a budget may ask for: the npm package's cap on a search. */
    public static final long MAX_MILLIS = 10_000;

    /** The forms accepted, for messages and help texts. */
    public static final String FORMS = "random, greedy, heuristic, mcts, mcts:ITERATIONS or mcts:MILLISECONDSms";

    /**
     * The strengths the page offers for a computer seat, as {@code pacru serve} and the npm
     * package's {@code info} both list them: its four levels weakest first (beginner, casual,
     * strong, strongest; docs/strength.md measures each against the one below), then the greedy
     * player, which is no level (no stronger than a random mover).
     */
    public static final List<String> PAGE_STRENGTHS = List.of("random", "mcts:100", "mcts:1000", "mcts:5000", "greedy");

    /** The page's computer seat unless the user chooses one of {@link #PAGE_STRENGTHS}. */
    public static final String PAGE_DEFAULT = "mcts:1000";

    /**
     * Checks the fields.
     *
     * @param text the spec as written
     * @param kind the kind
     * @param iterations the iterations
     * @param time the time
     */
    public BotSpec {
        Objects.requireNonNull(text, "text");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(time, "time");
    }

    /**
     * Parses a spec.
     *
     * @param text for example {@code mcts:1000} or {@code mcts:500ms}
     * @return the spec
     * @throws UsageException if the text is no spec, or its budget is over its bound
     *     ({@link #MAX_ITERATIONS}, {@link #MAX_MILLIS})
     */
    public static BotSpec parse(String text) throws UsageException {
        BotSpec spec = read(text);
        if (spec == OVER) {
            throw new UsageException(lang -> Texts.usageBotSpecOver(lang, Text.quote(text), MAX_ITERATIONS, MAX_MILLIS));
        }
        if (spec == null) {
            throw new UsageException(lang -> Texts.usageBotSpec(lang, Text.quote(text), FORMS));
        }
        return spec;
    }

    /**
     * Parses a spec given to a command-line option, naming the option if it is no spec.
     *
     * @param option the option, such as {@code --a}
     * @param text the spec, for example {@code mcts:1000}
     * @return the spec
     * @throws UsageException if the text is no spec (a budget of 0 included: budgets are 1 or more),
     *     or its budget is over its bound, naming the option and the bound
     */
    public static BotSpec parse(String option, String text) throws UsageException {
        BotSpec spec = read(text);
        if (spec == OVER) {
            throw new UsageException(lang -> Texts.usageBotSpecOptionOver(lang, option, Text.quote(text), MAX_ITERATIONS,
                    MAX_MILLIS));
        }
        if (spec == null) {
            throw new UsageException(lang -> Texts.usageBotSpecOption(lang, option, Text.quote(text), FORMS));
        }
        return spec;
    }

    /**
     * Parses the search budget of an option such as {@code --budget}: {@code ITERATIONS} or
     * {@code MILLISECONDSms}, 1 or more, in ASCII digits (the one rule for budgets: 0 is out of
     * range, not the default), at most {@link #MAX_ITERATIONS} iterations or {@link #MAX_MILLIS}
     * ms; absent, the default {@code mcts} budget.
     *
     * @param option the option, for its message
     * @param budget the option's value, if given
     * @return an {@code mcts} spec with that budget
     * @throws UsageException if the value is no budget, or over its bound, naming the option
     */
    public static BotSpec parseBudget(String option, java.util.Optional<String> budget) throws UsageException {
        if (budget.isEmpty()) {
            return parse("mcts");
        }
        BotSpec spec = read("mcts:" + budget.get());
        if (spec == OVER) {
            throw new UsageException(lang -> Texts.usageBudgetOver(lang, option, Text.quote(budget.get()), MAX_ITERATIONS,
                    MAX_MILLIS));
        }
        if (spec == null) {
            throw new UsageException(lang -> Texts.usageBudget(lang, option, Text.quote(budget.get())));
        }
        return spec;
    }

    /** What {@link #read} answers for a budget of digits over its bound. */
    private static final BotSpec OVER = new BotSpec("over", Kind.MCTS, 0, Duration.ZERO);

    /** A spec, {@link #OVER} for a budget over its bound, or null if the text is no spec. */
    private static BotSpec read(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        switch (s) {
            case "random" -> {
                return new BotSpec(s, Kind.RANDOM, 0, Duration.ZERO);
            }
            case "greedy" -> {
                return new BotSpec(s, Kind.GREEDY, 0, Duration.ZERO);
            }
            case "heuristic" -> {
                return new BotSpec(s, Kind.HEURISTIC, 0, Duration.ZERO);
            }
            case "mcts" -> {
                return new BotSpec(s, Kind.MCTS, MctsBot.DEFAULT_ITERATIONS, Duration.ZERO);
            }
            default -> {
                // a budgeted MCTS player, below
            }
        }
        if (!s.startsWith("mcts:")) {
            return null;
        }
        String budget = s.substring(5);
        boolean ms = budget.endsWith("ms");
        long n = budget(ms ? budget.substring(0, budget.length() - 2) : budget);
        if (n < 1) {
            return null;
        }
        if (n > (ms ? MAX_MILLIS : MAX_ITERATIONS)) {
            return OVER;
        }
        return ms ? new BotSpec(s, Kind.MCTS, 0, Duration.ofMillis(n)) : new BotSpec(s, Kind.MCTS, n, Duration.ZERO);
    }

    /**
     * A search budget: ASCII digits 0-9 only, with ASCII spaces around them as for every number
     * of the tool ({@link Text#asciiNumber}, without a sign), within the range of a long. The one
     * rule for budgets everywhere: the command line and the server's {@code "player": "mcts:N"}
     * alike.
     *
     * @param text the text after {@code mcts:}, without a unit
     * @return the number, or -1 if the text is not such a number
     */
    public static long budget(String text) {
        String t = text.strip();
        if (t.startsWith("+") || t.startsWith("-")) {
            return -1;  // a budget has no sign
        }
        Long n = Text.asciiNumber(text);
        return n == null ? -1 : n;
    }

    /**
     * The player.
     *
     * @param ruleset the rules it plays by
     * @param seed the seed of its random choices (the greedy player has none)
     * @return a new bot
     */
    public Bot create(Ruleset ruleset, long seed) {
        return switch (kind) {
            case RANDOM -> RandomBot.of(ruleset, seed);
            case GREEDY -> GreedyBot.of(ruleset);
            case HEURISTIC -> HeuristicBot.of(ruleset, seed);
            case MCTS -> {
                MctsBot.Builder b = MctsBot.builder(ruleset).seed(seed);
                if (iterations > 0) {
                    b.iterations(iterations);
                } else {
                    b.time(time);
                }
                yield b.build();
            }
        };
    }

    @Override
    public String toString() {
        return text;
    }
}
