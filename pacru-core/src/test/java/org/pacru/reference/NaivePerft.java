package org.pacru.reference;

import java.util.ArrayList;
import java.util.List;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;

/**
 * Perft with the naive reference engine: the number of action sequences of a given length
 * (moves and rotations; rotations at the last ply counted, at inner plies applied one by one).
 *
 * <pre>{@code
 * long n = NaivePerft.perft(new NaiveRules(Ruleset.STANDARD), Position.initial(2), 2);
 * }</pre>
 */
public final class NaivePerft {

    private NaivePerft() {
    }

    /**
     * The perft count.
     *
     * @param rules the naive rules
     * @param p the position
     * @param depth the depth, 0 or more
     * @return the number of leaves
     */
    public static long perft(NaiveRules rules, Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        List<Move> moves = rules.legalMoves(p);
        if (depth == 1) {
            return moves.size() + rules.countRotations(p);
        }
        List<Action> actions = new ArrayList<>(moves);
        if (rules.countRotations(p) > 0) {
            actions.addAll(rules.rotations(p));
        }
        long n = 0;
        for (Action a : actions) {
            NaiveRules.Result r = rules.apply(p, a);
            if (r.outcome().isEmpty()) {
                n += perft(rules, r.after(), depth - 1);
            }
        }
        return n;
    }

    /**
     * Prints naive perft counts: {@code NaivePerft <position|2|3|4> <ruleset> <maxDepth>}.
     *
     * @param args position string (or player count), ruleset, maximum depth
     */
    public static void main(String[] args) {
        NaiveRules rules = new NaiveRules(org.pacru.rules.Ruleset.parse(args[1]));
        Position start = args[0].length() == 1 ? Position.initial(Integer.parseInt(args[0]))
                : ReferenceNotation.position(args[0]);
        for (int d = 1; d <= Integer.parseInt(args[2]); d++) {
            long t0 = System.nanoTime();
            long n = perft(rules, start, d);
            System.out.printf("%s %s perft %d %d  (%.1f s)%n", args[0], args[1], d, n, (System.nanoTime() - t0) / 1e9);
        }
    }
}
