package org.pacru.core.verify;

import java.util.Iterator;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * Perft with the engine: the number of legal action sequences of a given length. At the last ply
 * moves and rotations are counted ({@code countLegalActions}, rotations never enumerated); at
 * inner plies every action, rotations included, is applied. A finished game has no actions.
 *
 * <pre>{@code
 * long n = Perft.perft(PacruRules.of(Ruleset.STANDARD), Position.initial(2), 3);
 * }</pre>
 */
final class Perft {

    private Perft() {
    }

    static long perft(Rules rules, Position p, int depth) {
        if (depth == 0) {
            return 1;
        }
        if (depth == 1) {
            return rules.countLegalActions(p);
        }
        long n = 0;
        Iterator<Action> it = rules.legalActions(p).iterator();
        while (it.hasNext()) {
            Transition t = rules.apply(p, it.next());
            if (t.outcome().isEmpty()) {
                n += perft(rules, t.after(), depth - 1);
            }
        }
        return n;
    }

    /**
     * Prints engine perft counts and timings: {@code Perft <position|2|3|4> <ruleset> <maxDepth>}.
     *
     * @param args position (or player count), ruleset, maximum depth
     */
    public static void main(String[] args) {
        Rules rules = org.pacru.core.PacruRules.of(org.pacru.rules.Ruleset.parse(args[1]));
        Position start = args[0].length() == 1 ? Position.initial(Integer.parseInt(args[0]))
                : org.pacru.reference.ReferenceNotation.position(args[0]);
        for (int d = 1; d <= Integer.parseInt(args[2]); d++) {
            long t0 = System.nanoTime();
            long n = perft(rules, start, d);
            System.out.printf("%s %s perft %d %d  (%.2f s)%n", args[0], args[1], d, n, (System.nanoTime() - t0) / 1e9);
        }
    }
}
