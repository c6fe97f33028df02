package org.pacru.notation;

import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
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
        StringBuilder sb = new StringBuilder(256);
        for (Map.Entry<String, String> tag : record.tags().entrySet()) {
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
        List<Action> actions = record.actions();
        List<Integer> passes = record.passes();
        // Who moves: the owner of the chevron on the start field, tracked from the start position.
        Map<Field, Player> owners = new EnumMap<>(Field.class);
        record.start().chevrons().forEach((f, c) -> owners.put(f, c.owner()));
        Player previous = null;
        Set<Player> movedThisRound = new HashSet<>();
        int round = 0;
        int lineStart = sb.length();
        int nextPass = 0;
        for (int k = 0; k <= actions.size(); k++) {
            while (nextPass < passes.size() && passes.get(nextPass) == k) {
                lineStart = token(sb, lineStart, "pass");
                nextPass++;
            }
            if (k == actions.size()) {
                break;
            }
            Action a = actions.get(k);
            Player mover = mover(a, owners, previous == null ? record.start().toMove() : previous.next(record.players()));
            String text = a.toString();
            if (round == 0 || !movedThisRound.add(mover)) {
                round++;
                movedThisRound.clear();
                movedThisRound.add(mover);
                text = round + ". " + text;   // one token: a line never ends between a move number and its move
            }
            lineStart = token(sb, lineStart, text);
            previous = mover;
        }
        if (sb.length() > lineStart) {
            sb.append('\n');
        }
        return sb.toString();
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

    private static int token(StringBuilder sb, int lineStart, String token) {
        if (sb.length() > lineStart) {
            if (sb.length() - lineStart + 1 + token.length() > WIDTH) {
                sb.append('\n');
                lineStart = sb.length();
            } else {
                sb.append(' ');
            }
        }
        sb.append(token);
        return lineStart;
    }
}
