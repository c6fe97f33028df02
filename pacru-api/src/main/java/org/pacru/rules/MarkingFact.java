package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

import java.util.List;
import java.util.Objects;
import org.pacru.action.Choice;
import org.pacru.board.Borderland;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.lists.NonNullLists;

/**
 * Facts about the markers a move gains: border crossing (R4.1, R4.4), connection (R4.2, R4.5)
 * and the R4 choices open (R4.3).
 * Immutable values; see {@link Fact}.
 */
public sealed interface MarkingFact extends Fact {

    /**
     * The part of the rulebook this fact belongs to: {@link Fact.Topic#MARKING} for every marking fact.
     *
     * @return the topic
     */
    @Override
    default Fact.Topic topic() {
        return Fact.Topic.MARKING;
    }

    /**
     * R4.1: whether the move crosses into another borderland.
     *
     * @param from the start borderland
     * @param into the destination borderland D
     */
    record BorderCrossing(Borderland from, Borderland into) implements MarkingFact {

        @Override
        public String kind() {
            return "BorderCrossing";
        }

        /**
         * Checks for nulls.
         *
         * @param from the start borderland
         * @param into the destination borderland
         */
        public BorderCrossing {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(into, "into");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R4_1);
        }

        @Override
        public Message wording() {
            return from == into ? Message.of(FACT_BORDER_CROSSING_NONE, "into", into)
                    : Message.of(FACT_BORDER_CROSSING, "from", from, "into", into);
        }
    }

    /**
     * R4.4: the effect of a border crossing and the fields it lets the mover mark or convert.
     *
     * @param into the destination borderland D
     * @param crossingCase which case applies
     * @param candidates the fields the mover may name (empty if nothing is gained)
     */
    record CrossingEffect(Borderland into, CrossingCase crossingCase, List<Field> candidates) implements MarkingFact {

        @Override
        public String kind() {
            return "CrossingEffect";
        }

        /**
         * Checks for nulls and copies the list.
         *
         * @param into the destination borderland
         * @param crossingCase the case
         * @param candidates the candidate fields
         */
        public CrossingEffect {
            Objects.requireNonNull(into, "into");
            Objects.requireNonNull(crossingCase, "crossingCase");
            candidates = NonNullLists.copyOf(candidates, "candidates");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R4_4);
        }

        @Override
        public String citation() {
            return crossingCase == Fact.CrossingCase.CLAIM_NEUTRAL ? RuleIds.R4_4 + "a"
                    : crossingCase == Fact.CrossingCase.CONVERT_OPPOSING ? RuleIds.R4_4 + "b" : RuleIds.R4_4;
        }

        @Override
        public List<Field> fields() {
            return candidates;
        }

        @Override
        public Message wording() {
            return switch (crossingCase) {
                case CLAIM_NEUTRAL ->
                        Message.of(FACT_CROSSING_EFFECT_CLAIM, "into", into, "candidates", candidates, "count", candidates.size());
                case CONVERT_OPPOSING ->
                        Message.of(FACT_CROSSING_EFFECT_CONVERT, "into", into, "candidates", candidates, "count", candidates.size());
                default -> Message.of(FACT_CROSSING_EFFECT_NOTHING, "into", into);
            };
        }
    }

    /**
     * R4.2, R4.5: whether the move is a connection, and the fields it fills.
     *
     * @param from the start
     * @param to the destination
     * @param mover the player to move
     * @param connection whether the move is a connection
     * @param fills the fields a connection fills (empty if none)
     */
    record Connection(Field from, Field to, Player mover, boolean connection, List<Field> fills) implements MarkingFact {

        @Override
        public String kind() {
            return "Connection";
        }

        /**
         * Checks for nulls and copies the list.
         *
         * @param from the start
         * @param to the destination
         * @param mover the mover
         * @param connection whether a connection
         * @param fills the fields filled
         */
        public Connection {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(mover, "mover");
            fills = NonNullLists.copyOf(fills, "fills");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R4_2);
        }

        @Override
        public List<Field> fields() {
            return fills;
        }

        @Override
        public Message wording() {
            return connection ? Message.of(FACT_CONNECTION, "from", from, "to", to, "mover", mover, "fills", FactText.fieldList(fills))
                    : Message.of(FACT_CONNECTION_NONE);
        }
    }

    /**
     * R4.3: the R4 choices open to the mover (a crossing field or the connection {@code *}).
     *
     * @param open the choices, in canonical order; empty if the move has no R4 effect to name
     */
    record MarkingChoices(List<Choice> open) implements MarkingFact {

        @Override
        public String kind() {
            return "MarkingChoices";
        }

        /**
         * Copies the list.
         *
         * @param open the choices
         */
        public MarkingChoices {
            open = NonNullLists.copyOf(open, "open");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R4_3);
        }

        @Override
        public Message wording() {
            return open.isEmpty() ? Message.of(FACT_MARKING_CHOICES_NONE)
                    : Message.of(open.size() == 1 ? FACT_MARKING_CHOICES_ONE : FACT_MARKING_CHOICES_MANY,
                            "choices", FactText.spaced(open));
        }
    }
}
