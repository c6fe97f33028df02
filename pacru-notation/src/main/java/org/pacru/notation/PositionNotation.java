package org.pacru.notation;

import java.util.Objects;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Player;
import org.pacru.board.Position;

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
        Position.Builder b = Position.builder(4);
        int i = begin;
        for (int rank = 8; rank >= 0; rank--) {
            if (rank < 8) {
                if (i >= end || text.charAt(i) != '/') {
                    throw error(text, i, end, "'/' after the 9 fields of rank " + (rank + 2), rank + 2, null);
                }
                i++;
            }
            int file = 0;
            boolean afterRun = false;
            while (file < 9) {
                char ch = i < end ? text.charAt(i) : 0;
                if (ch >= '1' && ch <= '9') {
                    if (afterRun) {
                        throw error(text, i, end, "a marker character ('.' or a-d) after a run of empty fields",
                                rank + 1, Field.of(file, rank));
                    }
                    int k = ch - '0';
                    if (file + k > 9) {
                        throw error(text, i, end, "a run of at most " + (9 - file)
                                + " empty field" + (9 - file == 1 ? "" : "s") + " (rank " + (rank + 1)
                                + " has 9 fields)", rank + 1, Field.of(file, rank));
                    }
                    file += k;
                    i++;
                    afterRun = true;
                    continue;
                }
                Field f = Field.of(file, rank);
                if (ch == '.') {
                    b.noMarker(f);
                } else if (ch >= 'a' && ch <= 'd') {
                    b.marker(f, Player.ofNumber(ch - 'a' + 1));
                } else {
                    String expected = file == 0 && !afterRun
                            ? "a field of rank " + (rank + 1) + " (a digit 1-9, '.' or a marker a-d)"
                            : "a digit 1-9, '.' or a marker a-d (rank " + (rank + 1) + " lists 9 fields, this is the "
                            + (file + 1) + ordinal(file + 1) + ")";
                    throw error(text, i, end, expected, rank + 1, f);
                }
                i++;
                afterRun = false;
                char o = i < end ? text.charAt(i) : 0;
                if (o >= 'A' && o <= 'D') {
                    i++;
                    Direction facing;
                    char d = i < end ? text.charAt(i) : 0;
                    if (d == 'N' || d == 'S') {
                        i++;
                        char d2 = i < end ? text.charAt(i) : 0;
                        if (d2 == 'E' || d2 == 'W') {
                            i++;
                            facing = Direction.valueOf(new String(new char[] {d, d2}));
                        } else {
                            facing = d == 'N' ? Direction.N : Direction.S;
                        }
                    } else if (d == 'E' || d == 'W') {
                        i++;
                        facing = d == 'E' ? Direction.E : Direction.W;
                    } else {
                        throw error(text, i, end, "the facing of the chevron (N NE E SE S SW W NW)", rank + 1, f);
                    }
                    b.chevron(f, new Chevron(Player.ofNumber(o - 'A' + 1), facing));
                }
                file++;
            }
            if (rank > 0 && i < end && text.charAt(i) != '/' && text.charAt(i) != ' ') {
                throw error(text, i, end, "'/' after the 9 fields of rank " + (rank + 1), rank + 1, null);
            }
            if (rank == 0 && i < end && text.charAt(i) != ' ') {
                throw error(text, i, end, "' ' after the 9 fields of rank 1 (rank 1 is the last)", 1, null);
            }
        }
        if (i >= end || text.charAt(i) != ' ') {
            throw error(text, i, end, "' ' and the side to move", 0, null);
        }
        i++;
        char tm = i < end ? text.charAt(i) : 0;
        if (tm < 'A' || tm > 'D') {
            throw error(text, i, end, "the side to move (A-D)", 0, null);
        }
        b.toMove(Player.ofNumber(tm - 'A' + 1));
        i++;
        if (i >= end || text.charAt(i) != ' ') {
            throw error(text, i, end, "' ' and the number of players", 0, null);
        }
        i++;
        char pc = i < end ? text.charAt(i) : 0;
        if (pc < '2' || pc > '4') {
            throw error(text, i, end, "the number of players (2, 3 or 4)", 0, null);
        }
        b.players(pc - '0');
        i++;
        if (i < end) {
            throw error(text, i, end, "end of position string", 0, null);
        }
        try {
            return b.build();
        } catch (InvalidPositionException e) {
            throw new NotationException(text, begin, "a position within the rules (R1.5, R8.5)",
                    String.join("; ", e.problems()), 0, null, e);
        }
    }

    private static String ordinal(int n) {
        switch (n) {
            case 1:
                return "st";
            case 2:
                return "nd";
            case 3:
                return "rd";
            default:
                return "th";
        }
    }

    private static NotationException error(CharSequence text, int i, int end, String expected, int rank,
                                           Field field) {
        String found = i < end ? Cursor.describe(text.charAt(i)) : "end of text";
        return new NotationException(text, Math.min(i, text.length()), expected, found, rank, field, null);
    }
}
