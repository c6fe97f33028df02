package org.pacru.board;

import java.util.List;
import java.util.Objects;
import org.pacru.lists.NonNullLists;

/**
 * Thrown by {@link Position.Builder#build()} when the position breaks the invariants of the rules
 * (a piece of a player above the player count, a side to move who is out while the game goes on).
 * Lists <em>all</em> problems found, each starting with the rule ID it breaks.
 *
 * <pre>{@code
 * try {
 *     Position.builder(2).marker(Field.A1, Player.C).build();
 * } catch (InvalidPositionException e) {
 *     e.problems();   // ["R1.5: a1 carries a marker of player C, but the game has 2 players"]
 * }
 * }</pre>
 */
public final class InvalidPositionException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** The problems found, never empty. */
    private final List<String> problems;

    /**
     * Creates the exception.
     *
     * @param problems the problems, at least one, each citing a rule ID
     */
    public InvalidPositionException(List<String> problems) {
        super(String.join("; ", Objects.requireNonNull(problems, "problems")));
        if (problems.isEmpty()) {
            throw new IllegalArgumentException("an invalid position has at least one problem");
        }
        this.problems = NonNullLists.copyOf(problems, "problems");
    }

    /**
     * Every problem found, each a sentence starting with a rule ID.
     *
     * @return an unmodifiable, non-empty list
     */
    public List<String> problems() {
        return problems;
    }
}
