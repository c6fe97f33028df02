package org.pacru.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import org.pacru.lists.NonNullLists;
import org.pacru.messages.MessageTable;
import org.pacru.rules.Language;
import org.pacru.rules.Message;

/**
 * Thrown by {@link Position.Builder#build()} when the position breaks the invariants of the rules
 * (a piece of a player above the player count, a side to move who is out while the game goes on).
 * Lists <em>all</em> problems found, each a {@link PositionProblem} naming the rule it breaks and
 * the field it is on; the message is their {@link PositionProblem#message() messages}, each
 * starting with the rule ID, joined by {@code "; "}.
 *
 * <p>Serializable with its problems.
 *
 * <pre>{@code
 * try {
 *     Position.builder(2).marker(Field.A1, Player.C).build();
 * } catch (InvalidPositionException e) {
 *     e.problems();                   // [R1.5: a1 carries a marker of player C, but the game has 2 players]
 *     e.problems().get(0).rule();     // R1.5
 *     e.problems().get(0).field();    // Optional[a1]
 *     e.getMessage();                 // "R1.5: a1 carries a marker of player C, but the game has 2 players"
 * }
 * }</pre>
 */
public final class InvalidPositionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The problems found, never empty. */
    private final List<PositionProblem> problems;

    /**
     * Creates the exception.
     *
     * @param problems the problems, at least one
     */
    public InvalidPositionException(List<PositionProblem> problems) {
        super(message(Objects.requireNonNull(problems, "problems")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid position has at least one problem");
        }
        this.problems = NonNullLists.copyOf(problems, "problems");
    }

    private static String message(List<PositionProblem> problems) {
        List<String> messages = new ArrayList<>(problems.size());
        for (PositionProblem p : problems) {
            messages.add(String.valueOf(p));
        }
        return String.join("; ", messages);
    }

    /**
     * Every problem found, in the order {@link Position.Builder#build()} checks them.
     *
     * @return an unmodifiable, non-empty list
     */
    public List<PositionProblem> problems() {
        return problems;
    }

    /**
     * The problems' messages in the language of a locale (English if pacru does not write it),
     * joined by {@code "; "} as {@link #getMessage()} joins them in English.
     *
     * @param locale the reader's locale
     * @return the message
     */
    public String message(Locale locale) {
        return wording().text(locale);
    }

    /**
     * The problems' messages in a language,
     * joined by {@code "; "} as {@link #getMessage()} joins them in English.
     *
     * @param language the language
     * @return the message
     */
    public String message(Language language) {
        return wording().text(language);
    }

    /**
     * The problems' messages as one message, each with its rule ID.
     *
     * @return the message
     */
    public Message wording() {
        Message joined = problems.get(0).messageWording();
        for (int i = 1; i < problems.size(); i++) {
            joined = Message.of(MessageTable.CLAUSE_PAIR, "a", joined, "b", problems.get(i).messageWording());
        }
        return joined;
    }
}
