package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/** {@link Summary}: root statistics summed per action over the trees (root parallelism). */
class SummaryTest {
    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);
    private static final Position START = Position.initial(2);
    private static final int[] CODES = SearchNodeTest.startCodes();

    private static SearchTree emptyTree(long iterations, long playouts, long plies) {
        SearchTree t = new SearchTree(ENGINE, START, 1, 0.7, 0, 0.1, 10);
        t.iterations = iterations;
        t.playouts = playouts;
        t.playoutPlies = plies;
        return t;
    }

    /** A root child for the move CODES[move] with visits and A's total, with one reply CODES[reply] visited once. */
    private static Node child(SearchTree t, int move, int visits, double totalA, int reply) {
        Node c = new Node(START, CODES[move], null, -1);
        c.visits = visits;
        c.total[0] = totalA;
        c.total[1] = visits - totalA;
        if (reply >= 0) {
            Node r = new Node(START, CODES[reply], null, -1);
            r.visits = 1;
            c.add(r);
        }
        t.root.add(c);
        return c;
    }

    @Test
    @DisplayName("visits and totals add up per action over the trees; the mean is the mover's total over the visits")
    void sumsPerAction() {
        SearchTree t1 = emptyTree(5, 4, 40);
        SearchTree t2 = emptyTree(9, 8, 70);
        child(t1, 0, 3, 1, 10);
        child(t1, 1, 2, 2, 11);
        child(t2, 0, 5, 4, 12);
        child(t2, 2, 4, 1, 13);
        SearchResult r = Summary.of(new SearchTree[] {t1, t2}, 0, Duration.ofMillis(7));
        assertThat(r.iterations()).isEqualTo(14);
        assertThat(r.playouts()).isEqualTo(12);
        assertThat(r.playoutPlies()).isEqualTo(110);
        assertThat(r.elapsed()).isEqualTo(Duration.ofMillis(7));
        assertThat(r.actions()).hasSize(3);
        ActionStatistics best = r.actions().get(0);
        assertThat(best.action()).isEqualTo(t1.root.children[0].action());
        assertThat(best.visits()).isEqualTo(8);
        assertThat(best.meanValue()).isEqualTo(5.0 / 8);
        // the line is read in the tree where the action has most visits: t2's reply
        assertThat(best.principalVariation()).containsExactly(t1.root.children[0].action(),
                t2.root.children[0].children[0].action());
        assertThat(best.lineVisits()).containsExactly(5L, 1L);
        assertThat(r.action()).isEqualTo(best.action());
        assertThat(r.principalVariation()).isEqualTo(best.principalVariation());
        // 4 visits (mean 0.25) before 2 visits (mean 1): visits first
        assertThat(r.actions().get(1).visits()).isEqualTo(4);
        assertThat(r.actions().get(1).meanValue()).isEqualTo(0.25);
        assertThat(r.actions().get(2).meanValue()).isEqualTo(1.0);

        SearchResult forB = Summary.of(new SearchTree[] {t1, t2}, 1, Duration.ZERO);
        assertThat(forB.actions().get(0).meanValue()).isEqualTo(3.0 / 8);
    }

    @Test
    @DisplayName("equal visits in two trees: the line is read in the first; equal visits overall: the higher mean first")
    void tiesGoToTheFirstTreeAndTheHigherMean() {
        SearchTree t1 = emptyTree(4, 4, 4);
        SearchTree t2 = emptyTree(4, 4, 4);
        child(t1, 0, 2, 0.5, 10);
        child(t2, 0, 2, 0.5, 11);
        child(t1, 1, 2, 1.5, 12);
        child(t2, 1, 2, 1.5, 13);
        SearchResult r = Summary.of(new SearchTree[] {t1, t2}, 0, Duration.ZERO);
        assertThat(r.actions().get(0).action()).isEqualTo(t1.root.children[1].action());
        assertThat(r.actions().get(0).meanValue()).isEqualTo(0.75);
        assertThat(r.principalVariation()).containsExactly(t1.root.children[1].action(),
                t1.root.children[1].children[0].action());
        assertThat(r.actions().get(1).principalVariation()).containsExactly(t1.root.children[0].action(),
                t1.root.children[0].children[0].action());
    }

    @Test
    @DisplayName("an action without visits is listed with mean 0 and no line")
    void unvisitedActionHasMeanZero() {
        SearchTree t = emptyTree(1, 1, 1);
        child(t, 0, 1, 1, -1);
        child(t, 1, 0, 0, -1);
        SearchResult r = Summary.of(new SearchTree[] {t}, 0, Duration.ZERO);
        assertThat(r.actions()).hasSize(2);
        assertThat(r.actions().get(1).visits()).isZero();
        assertThat(r.actions().get(1).meanValue()).isZero();
        assertThat(r.actions().get(1).principalVariation()).isEmpty();
        assertThat(r.actions().get(0).meanValue()).isEqualTo(1.0);
    }
}
