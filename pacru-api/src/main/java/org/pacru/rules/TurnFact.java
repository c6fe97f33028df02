package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Move;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.lists.NonNullLists;

/**
 * Facts about the action as a whole: whether any action is possible at all (R8.3, R2.2), whose
 * chevron it starts from (R2.1, R7.1), and the fully specified moves of a base move (R9.2).
 * Immutable values; see {@link Fact}.
 */
public sealed interface TurnFact extends Fact {

    /**
     * The part of the rulebook this fact belongs to: {@link Fact.Topic#TURN}, but for
     * {@link StartField} (the movement or rotation it starts) and {@link Completions}.
     *
     * @return the topic
     */
    @Override
    default Fact.Topic topic() {
        return Fact.Topic.TURN;
    }

    /**
     * R8.3: the game is over, so no action is legal.
     *
     * @param outcome how it ended
     */
    record GameOver(Outcome outcome) implements TurnFact {

        @Override
        public String kind() {
            return "GameOver";
        }

        /**
         * Checks for null.
         *
         * @param outcome how the game ended
         */
        public GameOver {
            Objects.requireNonNull(outcome, "outcome");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R8_3);
        }

        @Override
        public boolean allowed() {
            return false;
        }

        @Override
        public Message wording() {
            return Message.of(FACT_GAME_OVER, "outcome", outcome.toString());
        }
    }

    /**
     * R2.2: the player to move has no legal move, so no action at all (R8.1 eliminates them).
     *
     * @param mover the player to move
     */
    record NoLegalMove(Player mover) implements TurnFact {

        @Override
        public String kind() {
            return "NoLegalMove";
        }

        /**
         * Checks for null.
         *
         * @param mover the player to move
         */
        public NoLegalMove {
            Objects.requireNonNull(mover, "mover");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R2_2);
        }

        @Override
        public boolean allowed() {
            return false;
        }

        @Override
        public Message wording() {
            return Message.of(FACT_NO_LEGAL_MOVE, "mover", mover);
        }
    }

    /**
     * R2.1, R7.1: the field an action starts from, and whether it holds a chevron of the player to move.
     *
     * @param field the start field of a move, or the field of a rotation
     * @param mover the player to move
     * @param chevron the chevron on the field, if any
     * @param allowed whether it is the mover's
     * @param rotation whether the action is a rotation (R7.1) rather than a move (R2.1)
     */
    record StartField(Field field, Player mover, Optional<Chevron> chevron, boolean allowed, boolean rotation)
            implements TurnFact {

        @Override
        public String kind() {
            return "StartField";
        }

        /**
         * Checks for nulls.
         *
         * @param field the field
         * @param mover the mover
         * @param chevron the chevron there
         * @param allowed whether it is the mover's
         * @param rotation whether the action is a rotation
         */
        public StartField {
            Objects.requireNonNull(field, "field");
            Objects.requireNonNull(mover, "mover");
            Objects.requireNonNull(chevron, "chevron");
        }

        @Override
        public Fact.Topic topic() {
            return rotation ? Fact.Topic.ROTATION : Fact.Topic.MOVEMENT;
        }

        @Override
        public Rule rule() {
            return Rule.of(rotation ? RuleIds.R7_1 : RuleIds.R2_1);
        }

        @Override
        public List<Field> fields() {
            return List.of(field);
        }

        @Override
        public Message wording() {
            if (chevron.isEmpty()) {
                return Message.of(FACT_START_EMPTY, "field", field, "mover", mover);
            }
            Chevron c = chevron.get();
            return allowed ? Message.of(FACT_START_OWN, "field", field, "owner", c.owner(), "facing", c.facing().wording())
                    : Message.of(FACT_START_OTHER, "field", field, "owner", c.owner(), "facing", c.facing().wording(), "mover", mover);
        }
    }

    /**
     * R9.2: the fully specified legal moves of the base move (its completions).
     *
     * @param moves the moves, sorted; empty if the base move is illegal
     */
    record Completions(List<Move> moves) implements TurnFact {

        @Override
        public String kind() {
            return "Completions";
        }

        /**
         * Copies the list.
         *
         * @param moves the moves
         */
        public Completions {
            moves = NonNullLists.copyOf(moves, "moves");
        }

        @Override
        public Fact.Topic topic() {
            return Fact.Topic.COMPLETIONS;
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R9_2);
        }

        /**
         * False when there are no completions: the base move is already illegal, so R9.2 was not
         * checked ({@link #status()}).
         *
         * @return whether there is a completion
         */
        @Override
        public boolean allowed() {
            return !moves.isEmpty();
        }

        /**
         * {@link Fact.Status#NOT_CHECKED} when there are no completions (the base move is already
         * illegal), else {@link Fact.Status#ALLOWED}.
         *
         * @return the status
         */
        @Override
        public Fact.Status status() {
            return moves.isEmpty() ? Fact.Status.NOT_CHECKED : Fact.Status.ALLOWED;
        }

        @Override
        public Message wording() {
            return moves.isEmpty() ? Message.of(FACT_COMPLETIONS_NONE)
                    : Message.of(FACT_COMPLETIONS, "moves", FactText.spaced(FactText.capped(moves, 24)), "count", moves.size());
        }
    }
}
