package org.pacru.notation;

import static org.pacru.messages.MessageTable.*;

import java.util.Objects;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Message;

/**
 * Position strings (<a href="doc-files/notation.html#section-3">NOTATION.md §3</a>): {@code <board> <to-move> <players>}.
 *
 * <ul>
 * <li>{@code <board>}: nine ranks separated by {@code /}, rank 9 first, each listing files a to i.
 * Each field is a marker character ({@code .} neutral, {@code a}–{@code d} a marker of player 1–4)
 * optionally followed by a chevron: its owner {@code A}–{@code D} and its facing
 * {@code N NE E SE S SW W NW}. A digit k stands for k neutral fields without chevrons.</li>
 * <li>{@code <to-move>}: {@code A}–{@code D}; {@code <players>}: {@code 2}, {@code 3} or {@code 4}.</li>
 * </ul>
 *
 * <p><b>What the parser tolerates</b>: blanks before and after the whole string, and a lone
 * {@code .} for a neutral field without a chevron, so runs may be shorter than they could be
 * ({@code 3.5} reads as nine empty fields); two digits in a row ({@code 45}) are refused, as is a
 * run that overflows the rank. Everything else is exact: the
 * string is case-sensitive (a marker {@code a} is not a chevron {@code A}), parts are separated by
 * single spaces, and every rank lists exactly nine fields. A {@link NotationException} names the
 * offset, the rank and field, and what was expected. A well-formed position that breaks the
 * invariants of {@link Position.Builder#build()} (a piece of a player above the player count, a
 * side to move who is out while the game goes on, R1.5, R8.5) is also reported as a
 * {@link NotationException}, whose message lists every problem with its rule ID and whose cause is
 * the {@link InvalidPositionException}.
 *
 * <p><b>What the printer writes</b>: the canonical form, with the longest runs of digits, so a lone
 * {@code .} only appears with a chevron after it.
 *
 * <pre>{@code
 * Position start = PositionNotation.parse("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
 * start.equals(Position.initial(2));     // true
 * PositionNotation.format(Position.initial(4));
 *         // "2.BS1.CS1.AS2/9/.CE7.CW/9/.BE7.AW/9/.DE7.DW/9/2.BN1.DN1.AN2 A 4"
 * }</pre>
 */
public final class PositionNotation {

    private PositionNotation() {
    }

    /**
     * Prints a position string in canonical form: the same string as {@link Position#toString()},
     * which is where the printer lives.
     *
     * @param position the position
     * @return the position string
     */
    public static String format(Position position) {
        Objects.requireNonNull(position, "position");
        return position.toString();
    }

    /**
     * Parses a position string.
     *
     * @param text the position string, as described above
     * @return the position
     * @throws NotationException if the text is not a position string, or describes a position that
     *                           breaks the invariants of R1.5 and R8.5
     */
    public static Position parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        int begin = 0;
        int end = text.length();
        while (begin < end && Cursor.isBlank(text.charAt(begin))) {
            begin++;
        }
        while (end > begin && Cursor.isBlank(text.charAt(end - 1))) {
            end--;
        }
        PositionParser parser = new PositionParser(text, begin, end);
        for (int rank = 8; rank >= 0; rank--) {
            parser.readRank(rank);
        }
        parser.readSideToMoveAndPlayers();
        try {
            return parser.builder.build();
        } catch (InvalidPositionException e) {
            throw new NotationException(text, begin, Message.of(NOTATION_EXPECTED_VALID_POSITION),
                    e.wording(), 0, null, e);
        }
    }

    /** One pass over a trimmed position string ({@code text[i .. end)}) into a position builder. */
    private static final class PositionParser {
        private final CharSequence text;
        private final int end;
        private int i;
        private final Position.Builder builder = Position.builder(4);

        PositionParser(CharSequence text, int begin, int end) {
            this.text = text;
            this.i = begin;
            this.end = end;
        }

        /** The character at the cursor, or 0 at the end. */
        private char current() {
            return i < end ? text.charAt(i) : 0;
        }

        private NotationException error(Message expected, int rank, Field field) {
            return PositionNotation.error(text, i, end, expected, rank, field);
        }

        /** One rank (0-based), after its {@code /} unless it is rank 9: nine fields, then '/' or ' '. */
        void readRank(int rank) {
            if (rank < 8) {
                if (i >= end || text.charAt(i) != '/') {
                    throw error(Message.of(NOTATION_EXPECTED_RANK_SEPARATOR, "rank", rank + 2), rank + 2, null);
                }
                i++;
            }
            int file = 0;
            boolean afterRun = false;
            while (file < 9) {
                char ch = current();
                if (ch >= '1' && ch <= '9') {
                    file = readRun(ch - '0', file, rank, afterRun);
                    afterRun = true;
                } else {
                    readField(ch, Field.of(file, rank), afterRun);
                    afterRun = false;
                    file++;
                }
            }
            if (rank > 0 && i < end && text.charAt(i) != '/' && text.charAt(i) != ' ') {
                throw error(Message.of(NOTATION_EXPECTED_RANK_SEPARATOR, "rank", rank + 1), rank + 1, null);
            }
            if (rank == 0 && i < end && text.charAt(i) != ' ') {
                throw error(Message.of(NOTATION_EXPECTED_LAST_RANK), 1, null);
            }
        }

        /** A digit: k empty neutral fields from {@code file}; returns the file after them. */
        private int readRun(int k, int file, int rank, boolean afterRun) {
            if (afterRun) {
                throw error(Message.of(NOTATION_EXPECTED_MARKER_AFTER_RUN), rank + 1,
                        Field.of(file, rank));
            }
            if (file + k > 9) {
                throw error(Message.of(NOTATION_EXPECTED_SHORTER_RUN, "count", 9 - file, "rank", rank + 1), rank + 1,
                        Field.of(file, rank));
            }
            i++;
            return file + k;
        }

        /** One field: its marker character {@code ch}, then optionally a chevron. */
        private void readField(char ch, Field f, boolean afterRun) {
            int rank = f.rank();
            int file = f.file();
            if (ch == '.') {
                builder.noMarker(f);
            } else if (ch >= 'a' && ch <= 'd') {
                builder.marker(f, Player.ofNumber(ch - 'a' + 1));
            } else {
                Message expected = file == 0 && !afterRun
                        ? Message.of(NOTATION_EXPECTED_RANK_FIELD, "rank", rank + 1)
                        : Message.of(NOTATION_EXPECTED_FIELD_CHAR, "rank", rank + 1, "ordinal", ordinal(file + 1));
                throw error(expected, rank + 1, f);
            }
            i++;
            char owner = current();
            if (owner >= 'A' && owner <= 'D') {
                i++;
                builder.chevron(f, new Chevron(Player.ofNumber(owner - 'A' + 1), readFacing(f)));
            }
        }

        /** A chevron's facing: N, NE, E, SE, S, SW, W or NW. */
        private Direction readFacing(Field f) {
            char d = current();
            if (d == 'N' || d == 'S') {
                i++;
                char d2 = current();
                if (d2 == 'E' || d2 == 'W') {
                    i++;
                    return Direction.valueOf(new String(new char[] {d, d2}));
                }
                return d == 'N' ? Direction.N : Direction.S;
            }
            if (d == 'E' || d == 'W') {
                i++;
                return d == 'E' ? Direction.E : Direction.W;
            }
            throw error(Message.of(NOTATION_EXPECTED_FACING), f.rank() + 1, f);
        }

        /** After the board: {@code ' '}, the side to move A-D, {@code ' '}, the player count 2-4, the end. */
        void readSideToMoveAndPlayers() {
            if (i >= end || text.charAt(i) != ' ') {
                throw error(Message.of(NOTATION_EXPECTED_SPACE_SIDE), 0, null);
            }
            i++;
            char tm = current();
            if (tm < 'A' || tm > 'D') {
                throw error(Message.of(NOTATION_EXPECTED_SIDE), 0, null);
            }
            builder.toMove(Player.ofNumber(tm - 'A' + 1));
            i++;
            if (i >= end || text.charAt(i) != ' ') {
                throw error(Message.of(NOTATION_EXPECTED_SPACE_PLAYERS), 0, null);
            }
            i++;
            char pc = current();
            if (pc < '2' || pc > '4') {
                throw error(Message.of(NOTATION_EXPECTED_PLAYERS), 0, null);
            }
            builder.players(pc - '0');
            i++;
            if (i < end) {
                throw error(Message.of(NOTATION_EXPECTED_END_OF_POSITION), 0, null);
            }
        }
    }

    /** The ordinal of a file number 1-9, such as "3rd" (the tables word it). */
    private static Message ordinal(int n) {
        String key = switch (n) {
            case 1 -> NOTATION_ORDINAL_FIRST;
            case 2 -> NOTATION_ORDINAL_SECOND;
            case 3 -> NOTATION_ORDINAL_THIRD;
            default -> NOTATION_ORDINAL_OTHER;
        };
        return Message.of(key, "n", n);
    }

    private static NotationException error(CharSequence text, int i, int end, Message expected, int rank,
                                           Field field) {
        Message found = i < end ? Cursor.foundAt(text, i) : Message.of(NOTATION_FOUND_END);
        return new NotationException(text, Math.min(i, text.length()), expected, found, rank, field, null);
    }
}
