package org.pacru.rules;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.board.Borderland;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.lists.NonNullLists;

/**
 * Facts about where a chevron may go: direction (R3.1), range (R3.2), path and jump (R3.4),
 * destination (R3.3) and capture (R5.1, R5.2, R5.5).
 * Immutable values; see {@link Fact}.
 */
public sealed interface MovementFact extends Fact {

    /**
     * The part of the rulebook this fact belongs to: {@link Fact.Topic#MOVEMENT} for every movement fact.
     *
     * @return the topic
     */
    @Override
    default Fact.Topic topic() {
        return Fact.Topic.MOVEMENT;
    }

    /**
     * R3.1: the direction of a move against the chevron's facing.
     *
     * @param from the start
     * @param to the destination
     * @param facing the chevron's facing
     * @param direction the direction from start to destination, empty if they are on no common line
     * @param allowed whether the chevron may move that way
     */
    record Heading(Field from, Field to, Direction facing, Optional<Direction> direction, boolean allowed)
            implements MovementFact {
        /**
         * Checks for nulls.
         *
         * @param from the start
         * @param to the destination
         * @param facing the facing
         * @param direction the direction, if on a line
         * @param allowed whether allowed
         */
        public Heading {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(facing, "facing");
            Objects.requireNonNull(direction, "direction");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R3_1);
        }

        @Override
        public String text() {
            if (direction.isEmpty()) {
                return to + " is not on a straight line (file, rank or diagonal) from " + from + ".";
            }
            return "the chevron on " + from + " faces " + facing + "; it may move " + facing.rotate(-1) + ", " + facing
                    + " or " + facing.rotate(1) + ". This move goes " + direction.get() + ": "
                    + (allowed ? "allowed." : "NOT allowed.");
        }
    }

    /**
     * R3.2: the range and how it was counted.
     *
     * @param mover the player to move
     * @param borderland the start borderland
     * @param markers the fields of the start borderland carrying the mover's marker
     * @param range how many fields the chevron may move
     * @param distance how many fields the move goes
     * @param allowed whether the distance is within range
     */
    record Range(Player mover, Borderland borderland, List<Field> markers, int range, int distance, boolean allowed)
            implements MovementFact {
        /**
         * Checks for nulls and copies the list.
         *
         * @param mover the mover
         * @param borderland the start borderland
         * @param markers the counted fields
         * @param range the range
         * @param distance the distance
         * @param allowed whether within range
         */
        public Range {
            Objects.requireNonNull(mover, "mover");
            Objects.requireNonNull(borderland, "borderland");
            markers = NonNullLists.copyOf(markers, "markers");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R3_2);
        }

        @Override
        public List<Field> fields() {
            return markers;
        }

        @Override
        public String text() {
            return "range " + range + ": " + mover + " has " + markers.size() + " marker(s) in the start borderland "
                    + borderland + (markers.isEmpty() ? ", and the range is at least 1" : " (" + FactText.join(markers, ", ") + ")")
                    + ". The move goes " + distance + " field(s): " + (allowed ? "within range." : "OUT OF RANGE.");
        }
    }

    /**
     * R3.4: the fields passed over and whether chevrons on them may be jumped.
     *
     * @param from the start
     * @param to the destination
     * @param mover the player to move
     * @param passedOver the fields strictly between start and destination
     * @param chevrons those of them that hold a chevron
     * @param jump whether start and destination both carry the mover's marker, so a move may jump
     * @param capture whether the move is a capture, which never jumps (R5.1)
     * @param allowed whether the path allows the move
     */
    record Path(Field from, Field to, Player mover, List<Field> passedOver, List<Field> chevrons, boolean jump,
                boolean capture, boolean allowed) implements MovementFact {
        /**
         * Checks for nulls and copies the lists.
         *
         * @param from the start
         * @param to the destination
         * @param mover the mover
         * @param passedOver the fields passed over
         * @param chevrons the occupied ones
         * @param jump whether a jump is open
         * @param capture whether a capture
         * @param allowed whether allowed
         */
        public Path {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(mover, "mover");
            passedOver = NonNullLists.copyOf(passedOver, "passedOver");
            chevrons = NonNullLists.copyOf(chevrons, "chevrons");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R3_4);
        }

        @Override
        public List<Field> fields() {
            return passedOver;
        }

        @Override
        public String text() {
            String passed = "fields passed over: " + FactText.fieldList(passedOver);
            if (chevrons.isEmpty()) {
                return passed + "; no chevron in the way.";
            }
            String blocked = "; chevrons on " + FactText.join(chevrons, ", ") + ": ";
            if (capture) {
                return passed + blocked + "NOT allowed: a capture never jumps (R5.1).";
            }
            return passed + blocked + (allowed ? "a jump, allowed because " + from + " and " + to + " both carry "
                    + mover + "'s marker." : "NOT allowed: a jump needs " + mover + "'s marker on both " + from
                    + " and " + to + ".");
        }
    }

    /**
     * R3.3: the destination of a move that captures nothing.
     *
     * @param to the destination
     * @param mover the player to move
     * @param marker whose marker the destination carries, if any
     * @param chevron the chevron on it, if any
     * @param allowed whether a plain move may end there
     */
    record Destination(Field to, Player mover, Optional<Player> marker, Optional<Chevron> chevron, boolean allowed)
            implements MovementFact {
        /**
         * Checks for nulls.
         *
         * @param to the destination
         * @param mover the mover
         * @param marker the marker there
         * @param chevron the chevron there
         * @param allowed whether allowed
         */
        public Destination {
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(mover, "mover");
            Objects.requireNonNull(marker, "marker");
            Objects.requireNonNull(chevron, "chevron");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R3_3);
        }

        @Override
        public List<Field> fields() {
            return List.of(to);
        }

        @Override
        public String text() {
            if (chevron.isPresent()) {
                return "destination " + to + ": occupied by " + chevron.get().owner() + "'s chevron: NOT allowed.";
            }
            if (!allowed) {
                return "destination " + to + ": NOT allowed: an opposing field (" + marker.map(Player::toString).orElse("")
                        + "'s marker).";
            }
            return "destination " + to + ": unoccupied and " + (marker.isPresent() ? mover + "'s" : "neutral") + ".";
        }
    }

    /**
     * R5.5: a move onto an enemy chevron, or a move written as a capture.
     *
     * @param to the destination
     * @param enemy the enemy chevron on it, if any
     * @param marked whether the move is written as a capture ({@code x})
     * @param allowed whether the two agree: only a capture ends on an enemy chevron, and a capture needs one
     */
    record CaptureTarget(Field to, Optional<Chevron> enemy, boolean marked, boolean allowed) implements MovementFact {
        /**
         * Checks for nulls.
         *
         * @param to the destination
         * @param enemy the enemy chevron there
         * @param marked whether written as a capture
         * @param allowed whether they agree
         */
        public CaptureTarget {
            Objects.requireNonNull(to, "to");
            Objects.requireNonNull(enemy, "enemy");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R5_5);
        }

        @Override
        public List<Field> fields() {
            return List.of(to);
        }

        @Override
        public String text() {
            if (enemy.isEmpty()) {
                return to + " holds no enemy chevron: there is nothing to capture.";
            }
            return to + " holds " + enemy.get().owner() + "'s chevron: only a capture may end there"
                    + (marked ? "." : "; this move is not written as one (x): NOT allowed.");
        }
    }

    /**
     * R5.1–R5.2: the mover's chevrons attacking the enemy chevron on the destination.
     *
     * @param from the start of the move
     * @param target the attacked field
     * @param mover the player to move
     * @param attackers the fields of the mover's chevrons that attack it
     * @param allowed whether the capture is allowed: at least two attackers, the moving chevron one of them
     */
    record Attackers(Field from, Field target, Player mover, List<Field> attackers, boolean allowed) implements MovementFact {
        /**
         * Checks for nulls and copies the list.
         *
         * @param from the start
         * @param target the attacked field
         * @param mover the mover
         * @param attackers the attackers
         * @param allowed whether the capture is allowed
         */
        public Attackers {
            Objects.requireNonNull(from, "from");
            Objects.requireNonNull(target, "target");
            Objects.requireNonNull(mover, "mover");
            attackers = NonNullLists.copyOf(attackers, "attackers");
        }

        @Override
        public Rule rule() {
            return Rule.of(RuleIds.R5_2);
        }

        @Override
        public String citation() {
            return RuleIds.R5_1;
        }

        @Override
        public List<Field> fields() {
            return attackers;
        }

        @Override
        public String text() {
            return mover + "'s chevrons attacking " + target + ": " + FactText.fieldList(attackers) + " (" + attackers.size()
                    + "); R5.2 needs at least 2: " + (allowed ? "capture allowed."
                    : attackers.size() >= 2 ? "but " + from + " is not one of them: NO capture." : "NO capture.");
        }
    }
}
