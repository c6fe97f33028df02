package org.pacru.core;

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

/** Test-only reader of canonical position and action strings (NOTATION.md), until pacru-notation lands. */
final class Text {
    private Text() {
    }

    static Position pos(String s) {
        String[] parts = s.strip().split(" ");
        int players = Integer.parseInt(parts[2]);
        Position.Builder b = Position.builder(players).toMove(Player.parse(parts[1]));
        String[] ranks = parts[0].split("/");
        for (int r = 0; r < 9; r++) {
            String row = ranks[r];
            int rank = 8 - r;
            int file = 0;
            int i = 0;
            while (i < row.length()) {
                char c = row.charAt(i);
                if (Character.isDigit(c)) {
                    file += c - '0';
                    i++;
                    continue;
                }
                Field f = Field.of(file, rank);
                if (c != '.') {
                    b.marker(f, Player.parse(String.valueOf(c)));
                }
                i++;
                if (i < row.length() && Character.isUpperCase(row.charAt(i))) {
                    Player owner = Player.parse(String.valueOf(row.charAt(i)));
                    i++;
                    int j = i;
                    while (j < row.length() && "NESW".indexOf(row.charAt(j)) >= 0 && j - i < 2) {
                        j++;
                    }
                    b.chevron(f, new Chevron(owner, Direction.parse(row.substring(i, j))));
                    i = j;
                }
                file++;
            }
        }
        return b.build();
    }

    static Action action(String s) {
        s = s.strip();
        Field from = Field.parse(s.substring(0, 2));
        char sep = s.charAt(2);
        int open = s.indexOf('(');
        List<String> inner = new ArrayList<>();
        if (open >= 0) {
            String body = s.substring(open + 1, s.length() - 1);
            for (String t : body.split(",")) {
                if (!t.isEmpty()) {
                    inner.add(t);
                }
            }
        }
        if (sep == '-' || sep == 'x') {
            Field to = Field.parse(s.substring(3, 5));
            List<Choice> cs = new ArrayList<>();
            for (String t : inner) {
                cs.add(t.equals("*") ? Choice.connection() : Choice.of(Field.parse(t)));
            }
            return new Move(from, to, sep == 'x', cs);
        }
        String signs = s.substring(2, open);
        int steps = (signs.charAt(0) == '>' ? 1 : -1) * signs.length();
        List<Field> fs = new ArrayList<>();
        for (String t : inner) {
            fs.add(Field.parse(t));
        }
        return new Rotation(from, steps, fs);
    }

    static Move move(String s) {
        return (Move) action(s);
    }
}
