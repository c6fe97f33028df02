package org.pacru.rules;

import static org.pacru.messages.MessageTable.*;

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

        @Override
        public String kind() {
            return "Heading";
        }

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
        public Message wording() {
            if (direction.isEmpty()) {
                return Message.of(FACT_HEADING_OFF_LINE, "to", to, "from", from);
            }
            return Message.of(allowed ? FACT_HEADING : FACT_HEADING_WRONG, "from", from, "facing", facing.wording(),
                    "left", facing.rotate(-1).wording(), "right", facing.rotate(1).wording(), "direction",
                    direction.get().wording());
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

        @Override
        public String kind() {
            return "Range";
        }

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
        public Message wording() {
            Message verdict = Message.of(allowed ? FACT_RANGE_WITHIN : FACT_RANGE_OUT);
            return markers.isEmpty()
                    ? Message.of(FACT_RANGE_NONE, "range", range, "mover", mover, "borderland", borderland,
                            "distance", distance, "verdict", verdict)
                    : Message.of(FACT_RANGE, "range", range, "mover", mover, "count", markers.size(),
                            "borderland", borderland, "markers", markers, "distance", distance, "verdict", verdict);
        }
    }

    /**
     * R3.4: the fields passed over and whether chevrons on them may be jumped; for a capture, R5.1:
     * an attack needs a clear line and never jumps, so the fact is tagged with the rule it checks.
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

        @Override
        public String kind() {
            return "Path";
        }

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

        /**
         * R3.4 for a move that captures nothing; R5.1 for a capture, whose path the attack rule
         * judges (a capture never jumps).
         *
         * @return the rule the path was checked by
         */
        @Override
        public Rule rule() {
            return Rule.of(capture ? RuleIds.R5_1 : RuleIds.R3_4);
        }

        /**
         * The fields passed over; for a path the chevrons block, only the blocking chevrons' fields
         * (the rule is broken there, not on the empty fields passed over).
         *
         * @return the fields the fact is about
         */
        @Override
        public List<Field> fields() {
            return allowed || chevrons.isEmpty() ? passedOver : chevrons;
        }

        @Override
        public Message wording() {
            Object passed = FactText.fieldList(passedOver);
            if (chevrons.isEmpty()) {
                return Message.of(FACT_PATH_CLEAR, "passed", passed);
            }
            if (capture) {
                return Message.of(FACT_PATH_CAPTURE, "passed", passed, "chevrons", chevrons);
            }
            return Message.of(allowed ? FACT_PATH_JUMP : FACT_PATH_BLOCKED, "passed", passed, "chevrons", chevrons,
                    "from", from, "to", to, "mover", mover);
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

        @Override
        public String kind() {
            return "Destination";
        }

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
        public Message wording() {
            if (chevron.isPresent()) {
                return Message.of(FACT_DESTINATION_OCCUPIED, "to", to, "owner", chevron.get().owner());
            }
            if (!allowed) {
                return Message.of(FACT_DESTINATION_OPPOSING, "to", to, "owner", marker.map(Player::toString).orElse(""));
            }
            return marker.isPresent() ? Message.of(FACT_DESTINATION_OWN, "to", to, "mover", mover)
                    : Message.of(FACT_DESTINATION_NEUTRAL, "to", to);
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

        @Override
        public String kind() {
            return "CaptureTarget";
        }

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
        public Message wording() {
            if (enemy.isEmpty()) {
                return Message.of(FACT_CAPTURE_TARGET_NONE, "to", to);
            }
            return Message.of(marked ? FACT_CAPTURE_TARGET_MARKED : FACT_CAPTURE_TARGET_UNMARKED, "to", to,
                    "owner", enemy.get().owner());
        }
    }

    /**
     * R5.2: the mover's chevrons attacking the enemy chevron on the destination (attacking as R5.1
     * defines it), and whether there are the two that a capture needs, the moving chevron among
     * them. Tagged and cited as R5.2, the rule its verdict is about.
     *
     * @param from the start of the move
     * @param target the attacked field
     * @param mover the player to move
     * @param attackers the fields of the mover's chevrons that attack it
     * @param allowed whether the capture is allowed: at least two attackers, the moving chevron one of them
     */
    record Attackers(Field from, Field target, Player mover, List<Field> attackers, boolean allowed) implements MovementFact {

        @Override
        public String kind() {
            return "Attackers";
        }

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

        /**
         * R5.2, the rule the fact's verdict is about (before 0.4.0 it was cited as R5.1 while its
         * sentence judged R5.2).
         *
         * @return {@code "R5.2"}
         */
        @Override
        public String citation() {
            return RuleIds.R5_2;
        }

        @Override
        public List<Field> fields() {
            return attackers;
        }

        @Override
        public Message wording() {
            Message verdict = allowed ? Message.of(FACT_ATTACKERS_ALLOWED)
                    : attackers.size() >= 2 ? Message.of(FACT_ATTACKERS_NOT_MOVING, "from", from)
                    : Message.of(FACT_ATTACKERS_TOO_FEW);
            return Message.of(FACT_ATTACKERS, "mover", mover, "target", target, "attackers", FactText.fieldList(attackers),
                    "count", attackers.size(), "verdict", verdict);
        }
    }
}
