package org.pacru.reference;

import java.util.ArrayList;
import java.util.List;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;

/**
 * A minimal, strict reader and writer of the canonical position strings and action strings of
 * NOTATION.md, independent of pacru-notation, so that the reference engine can be checked
 * against the conformance vectors on its own.
 *
 * <pre>{@code
 * Position p = ReferenceNotation.position("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
 * String s = ReferenceNotation.format(p);
 * }</pre>
 */
public final class ReferenceNotation {

    private ReferenceNotation() {
    }

    /**
     * Reads a canonical position string (NOTATION.md §3).
     *
     * @param text the string
     * @return the position
     */
    public static Position position(String text) {
        String[] parts = text.strip().split(" ");
        if (parts.length != 3) {
            throw new IllegalArgumentException("expected board, side to move and players: " + text);
        }
        Position.Builder b = Position.builder(Integer.parseInt(parts[2]));
        String[] ranks = parts[0].split("/");
        if (ranks.length != 9) {
            throw new IllegalArgumentException("expected 9 ranks: " + text);
        }
        for (int i = 0; i < 9; i++) {
            int rank = 8 - i;
            String r = ranks[i];
            int file = 0;
            int j = 0;
            while (j < r.length()) {
                char c = r.charAt(j);
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                    j++;
                    continue;
                }
                Field f = Field.of(file, rank);
                if (c >= 'a' && c <= 'd') {
                    b.marker(f, Player.ofNumber(c - 'a' + 1));
                } else if (c != '.') {
                    throw new IllegalArgumentException("unexpected '" + c + "' in rank " + (rank + 1) + ": " + text);
                }
                j++;
                if (j < r.length() && r.charAt(j) >= 'A' && r.charAt(j) <= 'D') {
                    Player owner = Player.ofNumber(r.charAt(j) - 'A' + 1);
                    j++;
                    int k = j;
                    while (k < r.length() && "NESW".indexOf(r.charAt(k)) >= 0) {
                        k++;
                    }
                    b.chevron(f, new Chevron(owner, Direction.parse(r.substring(j, k))));
                    j = k;
                }
                file++;
            }
            if (file != 9) {
                throw new IllegalArgumentException("rank " + (rank + 1) + " has " + file + " fields: " + text);
            }
        }
        return b.toMove(Player.parse(parts[1])).build();
    }

    /**
     * Writes the canonical position string (NOTATION.md §3).
     *
     * @param p the position
     * @return the string
     */
    public static String format(Position p) {
        return format(new NaiveRules.Board(p));
    }

    static String format(NaiveRules.Board p) {
        StringBuilder sb = new StringBuilder();
        for (int rank = 8; rank >= 0; rank--) {
            int run = 0;
            for (int file = 0; file < 9; file++) {
                Field f = Field.of(file, rank);
                Player m = p.markers.get(f);
                Chevron c = p.chevrons.get(f);
                if (m == null && c == null) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    sb.append(run);
                    run = 0;
                }
                sb.append(m == null ? '.' : (char) ('a' + m.number() - 1));
                if (c != null) {
                    sb.append((char) ('A' + c.owner().number() - 1)).append(c.facing().name());
                }
            }
            if (run > 0) {
                sb.append(run);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append((char) ('A' + p.toMove.number() - 1)).append(' ').append(p.players)
                .toString();
    }

    /**
     * Reads a canonical move or rotation (NOTATION.md §2).
     *
     * @param text the string
     * @return the action
     */
    public static Action action(String text) {
        String s = text.strip();
        Field from = Field.parse(s.substring(0, 2));
        char op = s.charAt(2);
        int open = s.indexOf('(');
        List<String> inside = new ArrayList<>();
        if (open >= 0) {
            if (!s.endsWith(")")) {
                throw new IllegalArgumentException("missing ')': " + text);
            }
            String body = s.substring(open + 1, s.length() - 1);
            if (!body.isEmpty()) {
                inside.addAll(List.of(body.split(",")));
            }
        }
        if (op == '-' || op == 'x') {
            Field to = Field.parse(s.substring(3, 5));
            if (open >= 0 && open != 5 || open < 0 && s.length() != 5) {
                throw new IllegalArgumentException("bad move: " + text);
            }
            List<Choice> choices = new ArrayList<>();
            for (String c : inside) {
                choices.add(c.equals("*") ? Choice.connection() : Choice.of(Field.parse(c)));
            }
            return new Move(from, to, op == 'x', choices);
        }
        String signs = s.substring(2, open);
        int steps;
        switch (signs) {
            case ">" -> steps = 1;
            case ">>" -> steps = 2;
            case "<" -> steps = -1;
            case "<<" -> steps = -2;
            default -> throw new IllegalArgumentException("bad rotation: " + text);
        }
        List<Field> fields = new ArrayList<>();
        for (String c : inside) {
            fields.add(Field.parse(c));
        }
        return new Rotation(from, steps, fields);
    }
}
