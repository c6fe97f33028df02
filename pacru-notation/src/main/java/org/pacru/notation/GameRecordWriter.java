package org.pacru.notation;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.game.Game;

/**
 * Writes game records (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>) in canonical form: one tag pair per line in the record's
 * order, a blank line, then the actions in canonical notation, each round preceded by its move
 * number ({@code 1.}), lines wrapped before 80 characters, ending with a line break. A round is one
 * action per player still in the game: a new round starts when a player who has already acted in
 * the current round is to act again. {@code pass} entries of the record are written where they
 * stood.
 *
 * <p>Reading what was written gives an equal record:
 * {@code GameRecordReader.read(GameRecordWriter.write(r)).equals(r)}.
 *
 * <pre>{@code
 * Game game = Game.start(PacruRules.of(Ruleset.STANDARD), Position.initial(2))
 *         .play(Move.of(Field.E1, Field.E2));
 * String text = GameRecordWriter.write(game);
 * // [Players "2"]
 * // [Ruleset "standard"]
 * // [Result "*"]
 * //
 * // 1. e1-e2
 * }</pre>
 */
public final class GameRecordWriter {
    private static final int WIDTH = 79;

    private GameRecordWriter() {
    }

    /**
     * Writes the record of a game ({@link GameRecord#of(Game)}): tags {@code Players},
     * {@code Ruleset}, {@code Setup} if the game did not start from the R1.6 layout, and
     * {@code Result}.
     *
     * @param game the game
     * @return the record's text
     * @throws IllegalArgumentException if the game's ruleset is no preset (R10)
     */
    public static String write(Game game) {
        return write(GameRecord.of(game));
    }

    /**
     * Writes a game record.
     *
     * @param record the record
     * @return the record's text
     */
    public static String write(GameRecord record) {
        Objects.requireNonNull(record, "record");
        return write(GameTree.of(record));
    }

    /**
     * Writes a game tree: as {@link #write(GameRecord)} writes its main line if it has no
     * annotation and no variation (the format 0.3.0 reads); otherwise with the tag
     * {@code [Format "2"]} first, each ply's glyphs ({@code e1-e2!?}, {@code $14}), comment
     * ({@code {…}} with its shapes as {@code [%csl …]} and {@code [%cal …]} first) and variations
     * ({@code […]}, each opening with its move number) after its action, in that order. A record
     * with neither tags nor entries is written as {@code [Format "2"]} alone, as an empty text
     * is no record.
     *
     * @param tree the tree
     * @return the record's text
     */
    public static String write(GameTree tree) {
        Objects.requireNonNull(tree, "tree");
        StringBuilder sb = new StringBuilder(256);
        boolean empty = tree.tags().isEmpty() && tree.mainLine().plies().isEmpty() && tree.passes().isEmpty();
        if (!tree.isPlain() || empty) {
            // An empty text is no record: a record without tags or entries is its Format tag alone.
            sb.append('[').append(GameRecord.FORMAT).append(" \"2\"]\n");
        }
        for (Map.Entry<String, String> tag : tree.tags().entrySet()) {
            sb.append('[').append(tag.getKey()).append(" \"");
            String v = tag.getValue();
            for (int i = 0; i < v.length(); i++) {
                char c = v.charAt(i);
                if (c == '"' || c == '\\') {
                    sb.append('\\');
                }
                sb.append(c);
            }
            sb.append("\"]\n");
        }
        sb.append('\n');
        Movetext out = new Movetext(sb, tree.start().playerCount());
        Map<Field, Player> owners = new EnumMap<>(Field.class);
        tree.start().chevrons().forEach((f, c) -> owners.put(f, c.owner()));
        LineState state = new LineState(owners, null, Rounds.START, tree.start().toMove());
        out.line(tree.mainLine(), state, tree.passes(), false);
        if (sb.length() > out.lineStart) {
            sb.append('\n');
        }
        return sb.toString();
    }

    /** Who has acted so far in a line: the chevrons' owners, the last mover, the rounds. */
    private static final class LineState {
        final Map<Field, Player> owners;
        Player previous;
        Rounds rounds;
        final Player first;

        LineState(Map<Field, Player> owners, Player previous, Rounds rounds, Player first) {
            this.owners = owners;
            this.previous = previous;
            this.rounds = rounds;
            this.first = first;
        }

        LineState copy() {
            Map<Field, Player> o = new EnumMap<>(Field.class);
            o.putAll(owners);
            return new LineState(o, previous, rounds, first);
        }
    }

    /** The movetext being written: tokens separated by blanks, lines wrapped before 80 characters. */
    private static final class Movetext {
        final StringBuilder sb;
        final int players;
        int lineStart;
        /** Whether the next token follows an opening bracket directly. */
        boolean glue;

        Movetext(StringBuilder sb, int players) {
            this.sb = sb;
            this.players = players;
            this.lineStart = sb.length();
        }

        void line(Variation line, LineState state, List<Integer> passes, boolean numberFirst) {
            annotation(line.before(), false);
            List<Ply> plies = line.plies();
            boolean forceNumber = numberFirst;
            int nextPass = 0;
            for (int k = 0; k <= plies.size(); k++) {
                while (nextPass < passes.size() && passes.get(nextPass) == k) {
                    token("pass");
                    nextPass++;
                }
                if (k == plies.size()) {
                    break;
                }
                Ply ply = plies.get(k);
                LineState before = ply.variations().isEmpty() ? null : state.copy();
                Action a = ply.action();
                Player mover = mover(a, state.owners,
                        state.previous == null ? state.first : state.previous.next(players));
                String text = a.toString();
                Rounds rounds = state.rounds.after(mover);
                if (state.rounds.newRound(rounds)) {
                    text = rounds.number() + ". " + text;   // one token: a line never ends between a move number and its move
                } else if (forceNumber) {
                    text = rounds.number() + "... " + text;
                }
                state.rounds = rounds;
                List<Glyph> glyphs = ply.annotation().glyphs();
                int g = 0;
                if (!glyphs.isEmpty() && glyphs.get(0).hasSymbol()) {
                    text += glyphs.get(0);
                    g = 1;
                }
                token(text);
                for (; g < glyphs.size(); g++) {
                    token("$" + glyphs.get(g).number());
                }
                annotation(ply.annotation(), true);
                state.previous = mover;
                for (Variation v : ply.variations()) {
                    token("[");
                    glue = true;
                    line(v, before.copy(), List.of(), true);
                    sb.append(']');
                }
                forceNumber = !ply.variations().isEmpty();
            }
        }

        /** A comment token with the annotation's shapes and comment, if it has any. */
        private void annotation(Annotation a, boolean afterAction) {
            if (a.comment().isEmpty() && a.shapes().isEmpty()) {
                return;
            }
            StringBuilder t = new StringBuilder("{");
            boolean circles = false;
            boolean open = false;
            for (Shape s : a.shapes()) {
                if (open && s.isCircle() == circles) {
                    t.append(',');
                } else {
                    if (open) {
                        t.append(']');
                    }
                    circles = s.isCircle();
                    t.append(circles ? "[%csl " : "[%cal ");
                    open = true;
                }
                t.append(s);
            }
            if (open) {
                t.append(']');
                if (!a.comment().isEmpty()) {
                    t.append(' ');
                }
            }
            String c = a.comment();
            for (int i = 0; i < c.length(); i++) {
                char ch = c.charAt(i);
                if (ch == '\\' || ch == '{' || ch == '}' || ch == '[') {
                    t.append('\\');
                }
                t.append(ch);
            }
            token(t.append('}').toString());
        }

        private void token(String token) {
            if (glue) {
                glue = false;
            } else if (sb.length() > lineStart) {
                if (sb.length() - lineStart + 1 + token.length() > WIDTH) {
                    sb.append('\n');
                    lineStart = sb.length();
                } else {
                    sb.append(' ');
                }
            }
            sb.append(token);
            int lastBreak = token.lastIndexOf('\n');
            if (lastBreak >= 0) {
                lineStart = sb.length() - token.length() + lastBreak + 1;
            }
        }
    }

    private static Player mover(Action a, Map<Field, Player> owners, Player fallback) {
        Player mover;
        if (a instanceof Move m) {
            mover = owners.remove(m.from());
            if (mover != null) {
                owners.put(m.to(), mover);
            }
        } else {
            mover = owners.get(((Rotation) a).field());
        }
        if (mover == null) {
            // An illegal record (no chevron on the start field): count it as the next player's.
            mover = fallback;
        }
        return mover;
    }
}
