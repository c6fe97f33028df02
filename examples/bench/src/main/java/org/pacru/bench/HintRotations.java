package org.pacru.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.Bot;
import org.pacru.core.bot.HeuristicBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.SearchPolicy;
import org.pacru.core.bot.SearchResult;
import org.pacru.rules.Ruleset;

/**
 * Issue 46, finding 5 ("in 25 of 33 hints the top suggestion was a rotation giving up 2–4
 * markers"), measured: the page's hint is {@code analyse} at 5,000 iterations, whose top
 * suggestion is the search's most visited root action. Positions from games of the
 * capture-and-crossing player ({@link HeuristicBot}) against the casual level ({@code mcts:100}):
 * every tenth ply from ply 10 of games with seeds 1, 2, …, until {@code positions} are collected.
 * Each position is searched as the hint does, once per {@link SearchPolicy}, and the rotations
 * among the top suggestions are counted with the markers they give up (R7.1), and apart those
 * that turn a chevron with no move (R3.1: facing an edge or a wall of enemy fields), the one kind
 * of rotation a beginner's hint is certainly not wrong to show. Deterministic: the
 * same arguments print the same figures.
 *
 * <pre>{@code
 * java -cp examples/bench/target/benchmarks.jar org.pacru.bench.HintRotations 30 5000
 * }</pre>
 */
public final class HintRotations {
    private HintRotations() {
    }

    /**
     * Collects the positions, searches them with each policy and prints the counts.
     *
     * @param args optional: the number of positions (default 30), the iterations (default 5,000)
     */
    public static void main(String[] args) {
        int wanted = args.length > 0 ? Integer.parseInt(args[0]) : 30;
        long iterations = args.length > 1 ? Long.parseLong(args[1]) : 5_000;
        PacruRules rules = PacruRules.of(Ruleset.STANDARD);
        List<Position> positions = new ArrayList<>();
        for (long game = 1; positions.size() < wanted; game++) {
            Bot[] seats = {HeuristicBot.of(Ruleset.STANDARD, game), MctsBot.builder(Ruleset.STANDARD).iterations(100).seed(game).build()};
            if (game % 2 == 0) {
                seats = new Bot[] {seats[1], seats[0]};
            }
            Position p = Position.initial(2);
            for (int ply = 0; rules.outcome(p).isEmpty() && positions.size() < wanted; ply++) {
                if (ply >= 10 && ply % 10 == 0) {
                    positions.add(p);
                }
                p = rules.apply(p, seats[p.toMove().number() - 1].choose(p)).after();
            }
        }
        for (SearchPolicy policy : SearchPolicy.values()) {
            int rotations = 0;
            int given = 0;
            int freeing = 0;
            for (int i = 0; i < positions.size(); i++) {
                SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(iterations).seed(i).policy(policy).build()
                        .search(positions.get(i));
                Action best = r.action();
                if (best instanceof Rotation rotation) {
                    rotations++;
                    given += rotation.relinquished().size();
                    Position at = positions.get(i);
                    if (rules.baseMoves(at).stream().noneMatch(m -> m.from().equals(rotation.field()))) {
                        freeing++;
                    }
                }
            }
            System.out.printf(Locale.ROOT, "%-9s top suggestion a rotation in %d of %d positions (%.0f %%), giving up %d markers"
                    + " in all; %d of them turn a chevron that had no move%n",
                    policy, rotations, positions.size(), 100.0 * rotations / positions.size(), given, freeing);
        }
    }
}
