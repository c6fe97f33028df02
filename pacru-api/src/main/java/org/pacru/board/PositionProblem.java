package org.pacru.board;

import java.io.InvalidObjectException;
import java.io.Serializable;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import org.pacru.messages.MessageTable;
import org.pacru.rules.Language;
import org.pacru.rules.Message;
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
 * @param wording the problem in one sentence, without the rule ID, as a message written in any language
 */
public record PositionProblem(Rule rule, Optional<Field> field, Message wording) implements Serializable {
    private static final long serialVersionUID = 1L;

    /**
     * Checks no part is null.
     *
     * @param rule the rule
     * @param field the field, or empty
     * @param wording the sentence
     */
    public PositionProblem {
        Objects.requireNonNull(rule, "rule");
        Objects.requireNonNull(field, "field");
        Objects.requireNonNull(wording, "wording");
    }

    /**
     * A problem with a text of the caller's own, the same in every language ({@link Message#literal}).
     *
     * @param rule the rule the position breaks
     * @param field the field the problem is on, if it is on one
     * @param text the sentence, without the rule ID
     */
    public PositionProblem(Rule rule, Optional<Field> field, String text) {
        this(rule, field, Message.literal(Objects.requireNonNull(text, "text")));
    }

    /**
     * The sentence in English, without the rule ID.
     *
     * @return the sentence
     */
    public String text() {
        return wording.text();
    }

    /**
     * The sentence in the language of a locale (English if pacru does not write it), without the rule ID.
     *
     * @param locale the reader's locale
     * @return the sentence
     */
    public String text(Locale locale) {
        return wording.text(locale);
    }

    /**
     * The sentence in a language, without the rule ID.
     *
     * @param language the language
     * @return the sentence
     */
    public String text(Language language) {
        return wording.text(language);
    }

    /**
     * The rule ID and the sentence in the language of a locale.
     *
     * @param locale the reader's locale
     * @return such as {@code "R1.5: a1 tiene un marcador del jugador C, pero la partida tiene 2 jugadores"}
     */
    public String message(Locale locale) {
        return messageWording().text(locale);
    }

    /**
     * The rule ID and the sentence in a language.
     *
     * @param language the language
     * @return such as {@code "R1.5: a1 tiene un marcador del jugador C, pero la partida tiene 2 jugadores"}
     */
    public String message(Language language) {
        return messageWording().text(language);
    }

    /**
     * Equal when rule, field and the English sentence are: a problem made with a text of its own
     * equals the library's problem that says the same.
     *
     * @param o another object
     * @return whether it is the same problem
     */
    @Override
    public boolean equals(Object o) {
        return o instanceof PositionProblem p && rule.equals(p.rule) && field.equals(p.field) && text().equals(p.text());
    }

    @Override
    public int hashCode() {
        return Objects.hash(rule, field, text());
    }

    /** The rule ID and the sentence, as a message. */
    Message messageWording() {
        return Message.of(MessageTable.POSITION_PROBLEM, "rule", rule.id(), "text", wording);
    }

    /** R1.5: the player count is not 2, 3 or 4. */
    static PositionProblem playerCount(int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.empty(),
                Message.of(MessageTable.POSITION_PLAYER_COUNT, "players", players));
    }

    /** R1.5: a marker of a player above the player count. */
    static PositionProblem markerOfAbsentPlayer(Field field, Player owner, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.of(field),
                Message.of(MessageTable.POSITION_ABSENT_MARKER, "field", field, "owner", owner, "players", players));
    }

    /** R1.5: a chevron of a player above the player count. */
    static PositionProblem chevronOfAbsentPlayer(Field field, Player owner, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.of(field),
                Message.of(MessageTable.POSITION_ABSENT_CHEVRON, "field", field, "owner", owner, "players", players));
    }

    /** R1.5: the side to move is a player above the player count. */
    static PositionProblem absentPlayerToMove(Player toMove, int players) {
        return new PositionProblem(Rule.of(RuleIds.R1_5), Optional.empty(),
                Message.of(MessageTable.POSITION_ABSENT_TO_MOVE, "player", toMove, "players", players));
    }

    /** R8.5: the side to move is out (R8.2) while the game goes on. */
    static PositionProblem outPlayerToMove(Player toMove, int playersIn) {
        return new PositionProblem(Rule.of(RuleIds.R8_5), Optional.empty(),
                Message.of(MessageTable.POSITION_OUT_TO_MOVE, "player", toMove, "count", playersIn));
    }

    /**
     * The sentence with the rule ID in front, as {@link InvalidPositionException#getMessage()}
     * lists it.
     *
     * @return for example {@code "R1.5: player D is to move, but the game has 2 players"}
     */
    public String message() {
        return messageWording().text();
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
        return new SerialForm(rule.id(), field.isPresent() ? field.get().toString() : "", wording);
    }

    /** The serial form: the rule's ID, the field's name or an empty string, and the text. */
    private record SerialForm(String rule, String field, Message text) implements Serializable {
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
