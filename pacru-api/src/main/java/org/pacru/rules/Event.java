package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

import java.util.Locale;
import java.util.Objects;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;

/**
 * One thing that happened when an action was applied, in the order it happened. A user interface
 * learns from the events what changed without comparing positions: the change of every player's
 * marker count equals what the marker events report.
 *
 * <p>Immutable values.
 *
 * <pre>{@code
 * for (Event e : rules.apply(position, action).events()) {
 *     if (e instanceof Event.MarkerClaimed claimed) {
 *         System.out.println(claimed.player() + " claims " + claimed.field());
 *     }
 *     e.text();                                // "A claims e6 (border crossing, R4.4)"
 *     e.text(Locale.forLanguageTag("ja"));     // the same in Japanese
 * }
 * }</pre>
 *
 * <p>(For maintainers: this file is long because it is the whole vocabulary of events in one
 * sealed interface: the nine events are nested records, so that callers name them
 * {@code Event.Moved}, {@code Event.MarkerClaimed} and so on, and a reader sees every kind and its
 * rule in one place. Each record is a few checked components and its rule; most of the length is
 * their Javadoc. Moving them to files of their own would rename public types of a released API.)
 */
public sealed interface Event permits Event.Moved, Event.Captured, Event.MarkerClaimed, Event.MarkerConverted,
        Event.MarkerRelinquished, Event.Rotated, Event.Meeting, Event.Eliminated, Event.GameOver {

    /**
     * The rule that made this happen: R3.5 for a move, R5.3 for a capture, the cause's rule for a
     * marker (R4.4, R4.5, R5.3, R6.2), R7.1 for a rotation and its relinquished markers, R6.1 for
     * a meeting, R8.1 for an elimination and R8.3 for the end of the game.
     *
     * @return the rule
     */
    Rule rule();

    /**
     * What happened, as data: a key of the message tables and its arguments, each sentence
     * citing the rule that caused it. Written when asked for ({@link #text(Locale)}).
     *
     * @return the message
     */
    default Message wording() {
        if (this instanceof Moved e) {
            return Message.of(EVENT_MOVED, "player", e.player(), "from", e.from(), "to", e.to(), "facing", e.facing().wording(),
                    "rule", e.rule().id());
        }
        if (this instanceof Captured e) {
            return Message.of(EVENT_CAPTURED, "by", e.by(), "owner", e.captured().owner(), "field", e.field(),
                    "rule", e.rule().id());
        }
        if (this instanceof MarkerClaimed e) {
            return Message.of(EVENT_CLAIMED, "player", e.player(), "field", e.field(), "cause", e.cause().wording());
        }
        if (this instanceof MarkerConverted e) {
            return Message.of(EVENT_CONVERTED, "to", e.to(), "from", e.from(), "field", e.field(),
                    "cause", e.cause().wording());
        }
        if (this instanceof MarkerRelinquished e) {
            return Message.of(EVENT_RELINQUISHED, "player", e.player(), "field", e.field(), "rule", e.rule().id());
        }
        if (this instanceof Rotated e) {
            return Message.of(EVENT_ROTATED, "player", e.player(), "field", e.field(), "from", e.from().wording(),
                    "to", e.to().wording(),
                    "rule", e.rule().id());
        }
        if (this instanceof Meeting e) {
            return Message.of(EVENT_MEETING, "player", e.player(), "field", e.field(), "partner", e.partner(),
                    "rule", e.rule().id());
        }
        if (this instanceof Eliminated e) {
            return Message.of(EVENT_ELIMINATED, "player", e.player(), "rule", e.rule().id());
        }
        GameOver e = (GameOver) this;
        String reason = switch (e.reason()) {
            case TARGET_REACHED -> EVENT_GAME_OVER_TARGET_REACHED;
            case LAST_WITH_CHEVRONS -> EVENT_GAME_OVER_LAST_WITH_CHEVRONS;
        };
        return Message.of(EVENT_GAME_OVER, "winner", e.winner(), "reason", Message.of(reason, "rule", e.reason().citation()));
    }

    /**
     * What happened in one sentence in English, citing the rule, without a full stop, such as
     * {@code "A claims e6 (border crossing, R4.4)"}.
     *
     * @return the sentence
     */
    default String text() {
        return wording().text();
    }

    /**
     * What happened in one sentence in the language of a locale (English if pacru does not write
     * it), citing the rule, without a full stop, such as {@code "A marca e6 (cruce de frontera, R4.4)"}.
     *
     * @param locale the reader's locale
     * @return the sentence
     */
    default String text(Locale locale) {
        return wording().text(locale);
    }

    /**
     * What happened in one sentence in a language (English if pacru does not write
     * it), citing the rule, without a full stop, such as {@code "A marca e6 (cruce de frontera, R4.4)"}.
     *
     * @param language the language
     * @return the sentence
     */
    default String text(Language language) {
        return wording().text(language);
    }

    /** Why a marker was placed. */
    enum Cause {
        /** R4.4: the border-crossing effect. */
        BORDER_CROSSING(RuleIds.R4_4),
        /** R4.5: the connection effect. */
        CONNECTION(RuleIds.R4_5),
        /** R5.3: the captured field gets the mover's marker. */
        CAPTURE(RuleIds.R5_3),
        /** R6.2: the meeting bonus. */
        MEETING_BONUS(RuleIds.R6_2);

        /** The rule's ID: the rulebook is read when a rule is first asked for, not when the enum is. */
        private final String rule;

        Cause(String id) {
            this.rule = id;
        }

        /**
         * The rule of this cause; its {@link Rule#id()} is the ID, such as {@code "R4.4"}.
         *
         * @return the rule
         */
        public Rule rule() {
            return Rule.of(rule);
        }

        /** The cause in words with its rule, such as "border crossing, R4.4". */
        Message wording() {
            String key = switch (this) {
                case BORDER_CROSSING -> EVENT_CAUSE_BORDER_CROSSING;
                case CONNECTION -> EVENT_CAUSE_CONNECTION;
                case CAPTURE -> EVENT_CAUSE_CAPTURE;
                case MEETING_BONUS -> EVENT_CAUSE_MEETING_BONUS;
            };
            return Message.of(key, "rule", rule);
        }
    }

    /**
     * R3: a chevron moved and now faces the direction it moved in (R3.5).
     *
     * @param player the mover
     * @param from the start field
     * @param to the destination
     * @param facing the new facing
     */
    record Moved(Player player, Field from, Field to, Direction facing) implements Event {
        /**
         * Checks for nulls.
         *
         * @param player the mover
         * @param from the start field
         * @param to the destination
         * @param facing the new facing
         */
        public Moved {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(facing, "facing");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R3_5);
        }
    }

    /**
     * R5.3: an enemy chevron was captured and left the game.
     *
     * @param by the capturing player
     * @param field the field of the captured chevron
     * @param captured the captured chevron
     */
    record Captured(Player by, Field field, Chevron captured) implements Event {
        /**
         * Checks for nulls.
         *
         * @param by the capturing player
         * @param field the field
         * @param captured the captured chevron
         */
        public Captured {
            Objects.requireNonNull(by, "by");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(captured, "captured");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R5_3);
        }
    }

    /**
     * A neutral field got a player's marker.
     *
     * @param field the field
     * @param player the marker's owner
     * @param cause why
     */
    record MarkerClaimed(Field field, Player player, Cause cause) implements Event {
        /**
         * Checks for nulls.
         *
         * @param field the field
         * @param player the owner
         * @param cause why
         */
        public MarkerClaimed {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(cause, "cause");
        }

        @Override
        public Rule rule() {
            return cause.rule();
        }
    }

    /**
     * An opposing marker was replaced by the mover's (R4.6: it goes back to its owner's supply).
     *
     * @param field the field
     * @param from the previous owner
     * @param to the new owner
     * @param cause why
     */
    record MarkerConverted(Field field, Player from, Player to, Cause cause) implements Event {
        /**
         * Checks for nulls.
         *
         * @param field the field
         * @param from the previous owner
         * @param to the new owner
         * @param cause why
         */
        public MarkerConverted {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(cause, "cause");
        }

        @Override
        public Rule rule() {
            return cause.rule();
        }
    }

    /**
     * R7.1: a marker was relinquished for a rotation; the field is neutral now.
     *
     * @param field the field
     * @param player the former owner
     */
    record MarkerRelinquished(Field field, Player player) implements Event {
        /**
         * Checks for nulls.
         *
         * @param field the field
         * @param player the former owner
         */
        public MarkerRelinquished {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(player, "player");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R7_1);
        }
    }

    /**
     * R7.1: a chevron turned.
     *
     * @param player the mover
     * @param field the chevron's field
     * @param from the facing before
     * @param to the facing after
     */
    record Rotated(Player player, Field field, Direction from, Direction to) implements Event {
        /**
         * Checks for nulls.
         *
         * @param player the mover
         * @param field the field
         * @param from the facing before
         * @param to the facing after
         */
        public Rotated {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R7_1);
        }
    }

    /**
     * R6.1: the moved chevron met another of the mover's chevrons nose to nose.
     *
     * @param player the mover
     * @param field the moved chevron's field
     * @param partner the field of the chevron it met
     */
    record Meeting(Player player, Field field, Field partner) implements Event {
        /**
         * Checks for nulls.
         *
         * @param player the mover
         * @param field the moved chevron's field
         * @param partner the partner's field
         */
        public Meeting {
            Objects.requireNonNull(player, "player");
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(partner, "partner");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R6_1);
        }
    }

    /**
     * R8.1: a player with no legal move at the start of their turn was eliminated; their chevrons
     * left the board, their markers stay.
     *
     * @param player the eliminated player
     */
    record Eliminated(Player player) implements Event {
        /**
         * Checks for null.
         *
         * @param player the eliminated player
         */
        public Eliminated {
            Objects.requireNonNull(player, "player");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R8_1);
        }
    }

    /**
     * R8.3: the game ended.
     *
     * @param winner the winner
     * @param reason why
     */
    record GameOver(Player winner, WinReason reason) implements Event {
        /**
         * Checks for nulls.
         *
         * @param winner the winner
         * @param reason why
         */
        public GameOver {
            Objects.requireNonNull(winner, "winner");
            Objects.requireNonNull(reason, "reason");
        }

        /**
         * The outcome this event announces.
         *
         * @return the outcome
         */
        public Outcome outcome() {
            return new Outcome(winner, reason);
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R8_3);
        }
    }
}
