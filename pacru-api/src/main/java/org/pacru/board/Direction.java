package org.pacru.board;

import java.util.Objects;
import org.pacru.messages.MessageTable;
import org.pacru.rules.Message;

/**
 * The eight compass directions a chevron can face and move in (R1.4), listed clockwise from north.
 * North is +1 rank, east is +1 file.
 *
 * <p>Rotation wraps around like {@code DayOfWeek.plus}: a positive number of steps turns clockwise
 * ({@code N → NE → E}), one step being 45° (R7.1). Do not rely on {@link #ordinal()}.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * Direction.N.rotate(1);     // NE
 * Direction.N.rotate(-2);    // W
 * Direction.SE.opposite();   // NW
 * Direction.parse("sw");     // SW
 * }</pre>
 */
public enum Direction {
    /** North: towards rank 9. */
    N(0, 1),
    /** North-east. */
    NE(1, 1),
    /** East: towards file i. */
    E(1, 0),
    /** South-east. */
    SE(1, -1),
    /** South: towards rank 1. */
    S(0, -1),
    /** South-west. */
    SW(-1, -1),
    /** West: towards file a. */
    W(-1, 0),
    /** North-west. */
    NW(-1, 1);

    private static final Direction[] VALUES = values();

    private final int fileDelta;
    private final int rankDelta;

    Direction(int fileDelta, int rankDelta) {
        this.fileDelta = fileDelta;
        this.rankDelta = rankDelta;
    }

    /**
     * The change of file for one step in this direction.
     *
     * @return -1, 0 or 1
     */
    public int fileDelta() {
        return fileDelta;
    }

    /**
     * The change of rank for one step in this direction.
     *
     * @return -1, 0 or 1
     */
    public int rankDelta() {
        return rankDelta;
    }

    /**
     * This direction turned by the given number of 45° steps; positive is clockwise.
     *
     * @param steps any number of steps
     * @return the turned direction
     */
    public Direction rotate(int steps) {
        return VALUES[Math.floorMod(ordinal() + steps, 8)];
    }

    /**
     * The opposite direction (turned by 180°), as used for a meeting (R6.1c).
     *
     * @return the opposite direction
     */
    public Direction opposite() {
        return rotate(4);
    }

    /**
     * This direction as a sentence names it for a reader: the compass letters of the reader's
     * language, which are not always the notation's ({@link #toString()}): Spanish writes O, SO
     * and NO for oeste where the notation writes W, SW and NW. Callers pass this message, not the
     * direction, as a message argument, so that the rulebook's {@code Message} knows no board
     * class.
     *
     * <pre>{@code
     * Direction.SW.wording().text(Language.SPANISH);   // "SO"
     * Direction.SW.wording().text(Language.ENGLISH);   // "SW"
     * }</pre>
     *
     * @return the message of this direction's letters
     */
    public Message wording() {
        return Message.of(WORDS[ordinal()]);
    }

    /** The message keys of the directions' letters, in the order of the constants. */
    private static final String[] WORDS = {MessageTable.DIRECTION_N, MessageTable.DIRECTION_NE,
        MessageTable.DIRECTION_E, MessageTable.DIRECTION_SE, MessageTable.DIRECTION_S, MessageTable.DIRECTION_SW,
        MessageTable.DIRECTION_W, MessageTable.DIRECTION_NW};

    /**
     * The direction of a straight line from one field to another, if they lie on one
     * (same file, same rank or same diagonal) and differ.
     *
     * @param from the start field
     * @param to the end field
     * @return the direction, or empty if the fields are equal or not on a line
     */
    public static java.util.Optional<Direction> between(Field from, Field to) {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        int df = to.file() - from.file();
        int dr = to.rank() - from.rank();
        if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr))) {
            return java.util.Optional.empty();
        }
        int sf = Integer.signum(df);
        int sr = Integer.signum(dr);
        for (Direction d : VALUES) {
            if (d.fileDelta == sf && d.rankDelta == sr) {
                return java.util.Optional.of(d);
            }
        }
        throw new AssertionError("unreachable: every unit vector is a direction");
    }

    /**
     * Parses a direction: {@code N NE E SE S SW W NW}, in any case.
     *
     * @param text the text to parse
     * @return the direction
     * @throws IllegalArgumentException if the text names no direction
     */
    public static Direction parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        String s = text.toString().strip();
        for (Direction d : VALUES) {
            if (d.name().equalsIgnoreCase(s)) {
                return d;
            }
        }
        throw new IllegalArgumentException("R1.4: '" + text + "' is not a direction: expected one of N NE E SE S SW W NW");
    }
}
