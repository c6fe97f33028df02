package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Choice;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.lists.NonNullLists;

/**
 * Facts about a meeting: the partner nose to nose (R6.1), and per R4 option whether the meeting
 * happens, the threshold count (R6.1(d), R6.3) and the bonus fields (R6.2).
 * Immutable values; see {@link Fact}.
 */
public sealed interface MeetingFact extends Fact {

    /**
     * The part of the rulebook this fact belongs to: {@link Fact.Topic#MEETING} for every meeting fact.
     *
     * @return the topic
     */
    @Override
    default Fact.Topic topic() {
        return Fact.Topic.MEETING;
    }

    /**
     * R6.1(b)–(c): the mover's chevron that would stand nose to nose with the moved one, if any.
     *
     * @param to the destination
     * @param facing the moved chevron's facing after the move
     * @param mover the player to move
     * @param partner the field of that chevron, if any
     * @param threshold R6.1(d): the markers another player needs (the ruleset's threshold)
     */
    record MeetingPartner(Field to, Direction facing, Player mover, Optional<Field> partner, int threshold)
            implements MeetingFact {

        @Override
        public String kind() {
            return "MeetingPartner";
        }

        /**
         * Checks for nulls.
         *
         * @param to the destination
         * @param facing the facing
         * @param mover the mover
         * @param partner the partner's field
         * @param threshold the threshold
         */
        public MeetingPartner {
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(facing, "facing");
            Objects.requireNonNull(mover, "mover");
            Objects.requireNonNull(partner, "partner");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R6_1);
        }

        @Override
        public List<Field> fields() {
            return partner.map(List::of).orElse(List.of());
        }

        @Override
        public Message wording() {
            return partner.map(p -> Message.of(FACT_MEETING_PARTNER, "mover", mover, "partner", p, "threshold", threshold))
                    .orElse(Message.of(FACT_MEETING_PARTNER_NONE, "to", to, "facing", facing.wording(), "mover", mover));
        }
    }

    /**
     * R6.1, R6.3, R6.2: for one R4 option of a move with a meeting partner, whether it makes a
     * meeting, the count the threshold is compared with, and the bonus fields.
     *
     * @param choice the R4 choice, empty if the move names none
     * @param meeting whether all of R6.1 (a)–(d) hold
     * @param thresholdCount the most markers another player has, counted as R6.3 says
     * @param bonusFields R6.2: the fields the bonus may mark (empty without a meeting)
     */
    record MeetingOutcome(Optional<Choice> choice, boolean meeting, int thresholdCount, List<Field> bonusFields)
            implements MeetingFact {

        @Override
        public String kind() {
            return "MeetingOutcome";
        }

        /**
         * Checks for nulls and copies the list.
         *
         * @param choice the R4 choice
         * @param meeting whether a meeting
         * @param thresholdCount the count
         * @param bonusFields the bonus fields
         */
        public MeetingOutcome {
            Objects.requireNonNull(choice, "choice");
            bonusFields = NonNullLists.copyOf(bonusFields, "bonusFields");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R6_1);
        }

        @Override
        public List<Field> fields() {
            return bonusFields;
        }

        @Override
        public Message wording() {
            Message subject = choice.map(c -> Message.of(FACT_MEETING_OUTCOME_WITH_CHOICE, "choice", c))
                    .orElse(Message.of(FACT_MEETING_OUTCOME_THE_MOVE));
            Message result = !meeting ? Message.of(FACT_MEETING_OUTCOME_NO_MEETING)
                    : bonusFields.isEmpty() ? Message.of(FACT_MEETING_OUTCOME_MEETING_NOTHING)
                    : Message.of(FACT_MEETING_OUTCOME_MEETING, "count", bonusFields.size(),
                            "fields", FactText.capped(bonusFields, 16));
            return Message.of(FACT_MEETING_OUTCOME, "subject", subject, "count", thresholdCount, "result", result);
        }
    }
}
