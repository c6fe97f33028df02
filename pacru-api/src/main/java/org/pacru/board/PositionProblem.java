package org.pacru.board;

import java.io.InvalidObjectException;
import java.io.Serializable;
import java.util.Objects;
import java.util.Optional;
import org.pacru.rules.Rule;
import org.pacru.rules.RuleIds;

/**
 * One reason why {@link Position.Builder#build()} refuses a position, as a value: the rule it
 * breaks, the field it concerns when it concerns one, and a sentence a player understands. The
 * {@link #message()} is the sentence after the rule ID, as {@link InvalidPositionException}
 * prints it.
 *
 * <p>Every sentence is made by one factory of this class, so the wording of each problem is in
 * one place.
 *
 * <p>Immutable value. Serializable, as the rule's ID, the field and the text.
 *
 * <pre>{@code
 * PositionProblem p = e.problems().get(0);   // e from Position.builder(2).marker(Field.A1, Player.C).build()
 * p.rule();      // R1.5, a Rule: .id() "R1.5", .title() and .text() from the rulebook
 * p.field();     // Optional[a1]
 * p.text();      // "a1 carries a marker of player C, but the game has 2 players"
 * p.message();   // "R1.5: a1 carries a marker of player C, but the game has 2 players"
 * }</pre>
 *
 * @param rule the rule the position breaks
 * @param field the field the problem is on, or empty when it concerns the whole position
 * @param text the problem in one sentence, without the rule ID
 */
public record PositionProblem(Rule rule, Optional<Field> field, String text) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Checks no part is null.
     *
     * @param rule the rule
     * @param field the field, or empty
     * @param text the sentence
     */
    public PositionProblem {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(text, "text");
    }

    /** R1.5: the player count is not 2, 3 or 4. */
    static PositionProblem playerCount(int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.empty(),
                "a game has 2, 3 or 4 players, not " + players);
    }

    /** R1.5: a marker of a player above the player count. */
    static PositionProblem markerOfAbsentPlayer(Field field, Player owner, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.of(field),
                field + " carries a marker of player " + owner + ", but the game has " + players + " players");
    }

    /** R1.5: a chevron of a player above the player count. */
    static PositionProblem chevronOfAbsentPlayer(Field field, Player owner, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.of(field),
                field + " holds a chevron of player " + owner + ", but the game has " + players + " players");
    }

    /** R1.5: the side to move is a player above the player count. */
    static PositionProblem absentPlayerToMove(Player toMove, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.empty(),
                "player " + toMove + " is to move, but the game has " + players + " players");
    }

    /** R8.5: the side to move is out (R8.2) while the game goes on. */
    static PositionProblem outPlayerToMove(Player toMove, int playersIn) {
        return new PositionProblem(Rule.of(RuleIds.R8_5), Optional.empty(),
                "player " + toMove + " is to move but is out (" + RuleIds.R8_2 + ": no chevrons), while "
                        + playersIn + " players still have chevrons and no player has reached the target ("
                        + RuleIds.R8_3 + "a), so the game goes on");
    }

    /**
     * The sentence with the rule ID in front, as {@link InvalidPositionException#getMessage()}
     * lists it.
     *
     * @return for example {@code "R1.5: player D is to move, but the game has 2 players"}
     */
    public String message() {
        return rule.id() + ": " + text;
    }

    /**
     * The message.
     *
     * @return {@link #message()}
     */
    @Override
    public String toString() {
        return message();
    }

    /**
     * Serializes the problem as its {@link SerialForm}: a {@link Rule} and an {@link Optional}
     * are no serializable values.
     *
     * @return the serial form
     */
    private Object writeReplace() {
        return new SerialForm(rule.id(), field.isPresent() ? field.get().toString() : "", text);
    }

    /** The serial form: the rule's ID, the field's name or an empty string, and the text. */
    private record SerialForm(String rule, String field, String text) implements Serializable {
        private static final long serialVersionUID = 1L;

        private Object readResolve() throws InvalidObjectException {
            if (rule == null || field == null || text == null) {
                throw new InvalidObjectException("not a serialized PositionProblem");
            }
            try {
                return new PositionProblem(Rule.of(rule), field.isEmpty() ? Optional.empty() : Optional.of(Field.parse(field)),
                        text);
            } catch (IllegalArgumentException e) {
                throw new InvalidObjectException("not a serialized PositionProblem: " + e.getMessage());
            }
        }
    }
}
