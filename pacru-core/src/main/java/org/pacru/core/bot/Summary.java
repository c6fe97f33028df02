package org.pacru.core.bot;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pacru.action.Action;

/** The statistics of a search: its trees' root actions, summed per action (root parallelism). */
final class Summary {
    private Summary() {
    }

    /** Root statistics summed per action over the trees, best first, each with its principal variation. */
    static SearchResult of(SearchTree[] trees, int mover, Duration elapsed) {
        Map<Action, Sums> byAction = new LinkedHashMap<>();
        long iterations = 0;
        long playouts = 0;
        long plies = 0;
        for (SearchTree tree : trees) {
            iterations += tree.iterations;
            playouts += tree.playouts;
            plies += tree.playoutPlies;
            Node root = tree.root;
            for (int i = 0; i < root.childCount; i++) {
                Node c = root.children[i];
                Sums s = byAction.computeIfAbsent(c.action(), a -> new Sums());
                s.visits += c.visits;
                s.total += c.total[mover];
                if (s.line == null || c.visits > s.line.visits) {
                    s.line = c;           // the line is read in the tree where the action has most visits
                }
            }
        }
        List<ActionStatistics> stats = new ArrayList<>();
        for (Map.Entry<Action, Sums> e : byAction.entrySet()) {
            Sums s = e.getValue();
            double mean = s.visits == 0 ? 0 : Math.min(1, Math.max(0, s.total / s.visits));
            List<Action> pv = new ArrayList<>();
            List<Long> pvVisits = new ArrayList<>();
            SearchTree.principalVariation(s.line, pv, pvVisits);
            stats.add(new ActionStatistics(e.getKey(), s.visits, mean, pv, pvVisits));
        }
        stats.sort(Comparator.comparingLong(ActionStatistics::visits).reversed()
                .thenComparing(Comparator.comparingDouble(ActionStatistics::meanValue).reversed()));
        ActionStatistics best = stats.get(0);
        return new SearchResult(best.action(), stats, best.principalVariation(), iterations, playouts, plies, elapsed);
    }

    /** One root action's statistics, summed over the trees. */
    private static final class Sums {
        long visits;
        double total;
        Node line;
    }
}
