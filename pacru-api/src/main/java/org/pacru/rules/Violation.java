package org.pacru.rules;

import java.io.Serializable;

import java.util.Locale;
import java.util.Objects;

/**
 * Why an action is illegal: a machine-readable {@link Reason} naming the rule it breaks, and a
 * sentence a player understands that starts with the rule ID and the action, such as
 * {@code "R3.3: e3-e4: e4 carries a marker of player B: a move never ends on an opposing field"}.
 *
 * <p>Immutable value.
 *
 * <pre>{@code
 * Optional<Violation> v = rules.check(position, Move.of(Field.E1, Field.E6));
 * v.get().rule();      // R3.2, a Rule: .id() "R3.2", .title() "Range", .text() its sentences
 * v.get().reason();    // OUT_OF_RANGE
 * v.get().message();   // "R3.2: e1-e6: the chevron on e1 may move at most 1 field
 *                      //  (no own markers in the borderland centred on e2), not 5"
 * v.get().message(Locale.JAPANESE);   // "R3.2: e1-e6: e1 の駒の移動距離は最大 1 マス ..."
 * }</pre>
 *
 * <p>The sentence is kept as a {@link Message} and written when asked for: in English by
 * {@link #message()}, in Spanish or Japanese by {@link #message(Locale)}, such as
 * {@code "R3.2: e1-e6: la pieza de e1 puede moverse como máximo 1 casilla ..."}.
 *
 * @param reason what is wrong, with the rule ID
 * @param wording the explanation, starting with the rule ID, in any language
 */
public record Violation(Reason reason, Message wording) implements Serializable {
    private static final long serialVersionUID = 2L;


    /**
     * Checks neither part is null.
     *
     * @param reason what is wrong
     * @param wording the explanation, as a message written in any language on demand
     */
    public Violation {
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(wording, "wording");
    }

    /**
     * A violation with a text of the caller's own, the same in every language
     * ({@link Message#literal}); for rules implementations and test doubles outside pacru.
     *
     * @param reason what is wrong
     * @param message the explanation, starting with the rule ID
     */
    public Violation(Reason reason, String message) {
        this(reason, Message.literal(Objects.requireNonNull(message, "message")));
    }

    /**
     * The explanation in English, starting with the rule ID and the action.
     *
     * @return the sentence
     */
    public String message() {
        return wording.text();
    }

    /**
     * The explanation in the language of a locale (English if pacru does not write it), starting
     * with the rule ID and the action, which read the same in every language.
     *
     * @param locale the reader's locale
     * @return the sentence
     */
    public String message(Locale locale) {
        return wording.text(locale);
    }

    /**
     * The explanation in a language, starting
     * with the rule ID and the action, which read the same in every language.
     *
     * @param language the language
     * @return the sentence
     */
    public String message(Language language) {
        return wording.text(language);
    }

    /**
     * The rule the action breaks, with its ID, title and text from the rulebook; its
     * {@code toString()} is the ID, such as {@code "R3.2"}.
     *
     * @return the rule of {@link #reason()}
     */
    public Rule rule() {
        return reason.rule();
    }

    @Override
    public String toString() {
        return message();
    }

    /** What can be wrong with an action, each naming the rule it breaks. */
    public enum Reason {
        /** R8.3: the game is over; no action is legal. */
        GAME_OVER(RuleIds.R8_3),
        /** R2.2: the player to move has no legal move, so no action at all (they are to be eliminated). */
        NO_LEGAL_MOVE(RuleIds.R2_2),
        /** R2.1: the start field holds no chevron of the player to move. */
        NOT_OWN_CHEVRON(RuleIds.R2_1),
        /** R3.1: the destination is not in the chevron's facing or 45° to either side of it. */
        WRONG_DIRECTION(RuleIds.R3_1),
        /** R3.2: the destination is farther than the chevron's range. */
        OUT_OF_RANGE(RuleIds.R3_2),
        /** R3.3: the destination holds a chevron and the move is no capture of an enemy there. */
        DESTINATION_OCCUPIED(RuleIds.R3_3),
        /** R3.3: the destination carries an opposing marker. */
        DESTINATION_OPPOSING(RuleIds.R3_3),
        /** R3.4: a chevron stands between start and destination and the move is not a jump. */
        PATH_BLOCKED(RuleIds.R3_4),
        /** R5.5: the move is marked as a capture but no enemy chevron stands on the destination. */
        NOTHING_TO_CAPTURE(RuleIds.R5_5),
        /** R5.5: the move goes onto an enemy chevron without being marked as a capture. */
        CAPTURE_NOT_MARKED(RuleIds.R5_5),
        /** R5.1: the moving chevron does not attack the enemy chevron. */
        NOT_AN_ATTACKER(RuleIds.R5_1),
        /** R5.2: fewer than two of the mover's chevrons attack the enemy chevron. */
        SINGLE_ATTACKER(RuleIds.R5_2),
        /** R9.2: the move omits a choice the rules leave to the mover. */
        CHOICE_MISSING(RuleIds.R9_2),
        /** R9.2: the move names more choices than it triggers. */
        CHOICE_EXTRA(RuleIds.R9_2),
        /** R4.4: the field named for the border crossing is not one the mover may mark or convert. */
        CROSSING_FIELD_INVALID(RuleIds.R4_4),
        /** R4.2: the connection is named but the move is no connection that fills anything. */
        CONNECTION_INVALID(RuleIds.R4_2),
        /** R4.5: the move's R4 effect is a connection, which must be named {@code *}; a field was named instead. */
        CONNECTION_NOT_NAMED(RuleIds.R4_5),
        /** R9.2: the choices are named in the wrong order (the R4 choice comes first, the bonus last). */
        CHOICES_OUT_OF_ORDER(RuleIds.R9_2),
        /** R6.1: a bonus field is named but the move makes no meeting (the message names the condition that fails). */
        NO_MEETING(RuleIds.R6_1),
        /** R6.2: the bonus field is not one the meeting bonus may mark. */
        BONUS_FIELD_INVALID(RuleIds.R6_2),
        /** R7.1: the rotated field holds no chevron of the player to move. */
        ROTATION_NOT_OWN_CHEVRON(RuleIds.R7_1),
        /** R7.1: a 45° turn relinquishes exactly 2 markers, a 90° turn exactly 4. */
        ROTATION_WRONG_COUNT(RuleIds.R7_1),
        /** R7.1: a relinquished field is named twice. */
        ROTATION_FIELD_REPEATED(RuleIds.R7_1),
        /** R7.1: a relinquished field is not the mover's, or holds a chevron. */
        ROTATION_FIELD_INVALID(RuleIds.R7_1),
        /** R7.2: the mover has too few own markers on unoccupied fields to pay for the rotation. */
        ROTATION_UNAFFORDABLE(RuleIds.R7_2);

        /** The rule's ID: the rulebook is read when a rule is first asked for, not when the enum is. */
        private final String rule;

        Reason(String id) {
            this.rule = id;
        }

        /**
         * The rule this reason cites; its {@link Rule#id()} is the ID, such as {@code "R3.3"}.
         *
         * @return the rule
         */
        public Rule rule() {
            return Rule.of(rule);
        }
    }
}
