package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Ruleset;

/** {@link SearchTree}: UCB1 selection order, playout results, progressive widening, the principal variation. */
class SearchTreeTest {
    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);
    private static final Position START = Position.initial(2);

    private static SearchTree tree(Position p, double exploration, double widening, int maxPlies) {
        return new SearchTree(ENGINE, p, 11, exploration, widening, 0.1, maxPlies);
    }

    /** A tree of the start whose 28 root moves have each been expanded once. */
    private static SearchTree expandedStart(double exploration) {
        SearchTree t = tree(START, exploration, 0, 1);
        for (int i = 0; i < 28; i++) {
            t.iterate();
        }
        assertThat(t.root.childCount).isEqualTo(28);
        assertThat(t.root.untriedCount).isZero();
        return t;
    }

    /** The index of the root child the next iteration selects, with the given statistics per child. */
    private static int selected(SearchTree t, long[] visits, double[] totalsOfA) {
        Node root = t.root;
        long sum = 0;
        for (int i = 0; i < root.childCount; i++) {
            root.children[i].visits = (int) visits[i];
            root.children[i].total[0] = totalsOfA[i];
            sum += visits[i];
        }
        root.visits = (int) sum;
        t.iterate();
        int found = -1;
        for (int i = 0; i < root.childCount; i++) {
            if (root.children[i].visits == visits[i] + 1) {
                assertThat(found).as("one child selected").isEqualTo(-1);
                found = i;
            }
        }
        return found;
    }

    @Test
    @DisplayName("UCB1: the mover's mean plus c·sqrt(ln N / n) decides; a rarely tried child beats a good, well-tried one")
    void uct1ExplorationTermDecides() {
        long[] visits = new long[28];
        double[] totals = new double[28];
        java.util.Arrays.fill(visits, 1000);
        visits[3] = 10;
        totals[3] = 9;          // mean 0.9 + sqrt(ln N / 10)  ≈ 1.91
        visits[7] = 1;
        totals[7] = 0;          // mean 0 + sqrt(ln N)          ≈ 3.19 (N = 27,011)
        // the others: mean 0 + sqrt(ln N / 1000) ≈ 0.10
        assertThat(selected(expandedStart(1.0), visits, totals)).isEqualTo(7);
    }

    @Test
    @DisplayName("UCB1: with a small c the best mean wins over the exploration bonus")
    void uct1MeanDecides() {
        long[] visits = new long[28];
        double[] totals = new double[28];
        java.util.Arrays.fill(visits, 20);
        java.util.Arrays.fill(totals, 10);   // mean 0.5
        totals[12] = 16;                      // mean 0.8
        visits[20] = 2;
        totals[20] = 1;                       // mean 0.5, few visits
        assertThat(selected(expandedStart(0.1), visits, totals)).isEqualTo(12);
    }

    @Test
    @DisplayName("UCB1: among equal values the earlier child is selected")
    void uct1TiesToTheEarlier() {
        long[] visits = new long[28];
        double[] totals = new double[28];
        java.util.Arrays.fill(visits, 10);
        java.util.Arrays.fill(totals, 5);
        assertThat(selected(expandedStart(0.7), visits, totals)).isZero();
    }

    @Test
    @DisplayName("R8.3: a finished playout scores its winner 1 and the other 0, whichever player won")
    void finishedPlayoutScoresTheWinner() {
        SearchTree t = tree(START, 0.7, 0, 100_000);
        for (int i = 0; i < 28; i++) {
            t.iterate();
        }
        assertThat(t.playouts).isEqualTo(28);
        boolean aWon = false;
        boolean bWon = false;
        for (int i = 0; i < 28; i++) {
            Node c = t.root.children[i];
            assertThat(c.visits).isEqualTo(1);
            assertThat(c.total[0] + c.total[1]).isEqualTo(1.0);
            assertThat(c.total[0]).isIn(0.0, 1.0);
            aWon |= c.total[0] == 1.0;
            bWon |= c.total[1] == 1.0;
        }
        assertThat(aWon).isTrue();
        assertThat(bWon).isTrue();
        assertThat(t.root.total[0] + t.root.total[1]).isEqualTo(28.0);
    }

    @Test
    @DisplayName("R8.3a R10: a playout won on the target (6 markers), with the loser still in, scores the winner 1 and the loser 0")
    void playoutWonOnTheTargetScoresTheWinner() {
        Ruleset target6 = new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, true, OptionalInt.of(6));
        Engine engine = Engine.of(target6);
        SearchTree t = new SearchTree(engine, START, 11, 0.7, 0, 0.1, 100_000);
        for (int i = 0; i < 28; i++) {
            t.iterate();
        }
        for (int i = 0; i < 28; i++) {
            Node c = t.root.children[i];
            assertThat(c.total).as("child %d", i).satisfiesAnyOf(
                    total -> assertThat(total).containsExactly(1.0, 0.0),
                    total -> assertThat(total).containsExactly(0.0, 1.0));
        }
        int targetWins = 0;
        for (long seed = 0; seed < 28; seed++) {
            Position end = RandomBot.of(target6, 0, 0.1).play(START, new SplittableRandom(seed), 100_000).end();
            targetWins += end.playersIn().size() == 2 ? 1 : 0;
        }
        assertThat(targetWins).as("games ended on the target with both players in").isGreaterThan(20);
    }

    @Test
    @DisplayName("R8.2 R8.4: every playout hands out exactly 1 among 3 players, also when a capped one ends with a player out")
    void everyPlayoutHandsOutExactlyOne() {
        Engine three = Engine.of(Ruleset.STANDARD);
        for (int cap : new int[] {20, 40, 80}) {
            SearchTree t = new SearchTree(three, Position.initial(3), 5, 0.7, 0, 0.1, cap);
            for (int i = 0; i < 300; i++) {
                t.iterate();
            }
            double handedOut = 0;
            for (double v : t.root.total) {
                handedOut += v;
            }
            assertThat(handedOut).as("cap %d", cap).isCloseTo(t.root.visits, within(1e-6));
        }
    }

    @Test
    @DisplayName("R8.4: a playout cut off by the ply limit is shared by the players still in")
    void cappedPlayoutIsShared() {
        SearchTree t = tree(START, 0.7, 0, 1);
        for (int i = 0; i < 5; i++) {
            t.iterate();
        }
        assertThat(t.iterations).isEqualTo(5);
        assertThat(t.playouts).isEqualTo(5);
        assertThat(t.playoutPlies).isEqualTo(5);
        assertThat(t.root.total).containsExactly(2.5, 2.5);
        for (int i = 0; i < 5; i++) {
            assertThat(t.root.children[i].total).containsExactly(0.5, 0.5);
        }
    }

    @Test
    @DisplayName("R8.3: an iteration that reaches a finished game needs no playout, and scores its winner")
    void terminalNodeNeedsNoPlayout() {
        Position p = null;
        for (long seed = 1; p == null; seed++) {
            p = MctsBotTest.positionBeforeAWin(2, seed);
        }
        SearchResult r = MctsBot.builder(Ruleset.STANDARD).iterations(300).seed(2).build().search(p);
        assertThat(r.playouts()).isLessThan(r.iterations());
        assertThat(r.actions().get(0).meanValue()).isEqualTo(1.0);
        assertThat(r.principalVariation()).containsExactly(r.action());
    }

    @Test
    @DisplayName("R7: progressive widening keeps ceil(k·sqrt(N)) rotation children at the root, every child visited")
    void progressiveWideningCount() {
        Position p = MctsBotTest.positionWithManyRotations();
        SearchTree t = tree(p, 0.7, 1.0, 20);
        for (int i = 0; i < 600; i++) {
            t.iterate();
        }
        Node root = t.root;
        long limit = (long) Math.ceil(Math.sqrt(root.visits));
        assertThat((long) root.rotationChildren).isLessThanOrEqualTo(limit).isGreaterThanOrEqualTo(limit - 3);
        assertThat(root.rotationChildren).isGreaterThan(5);
        for (int i = 0; i < root.childCount; i++) {
            assertThat(root.children[i].visits).as("child %d", i).isPositive();
        }
        long rotations = 0;
        for (int i = 0; i < root.childCount; i++) {
            rotations += root.children[i].action() instanceof Rotation ? 1 : 0;
        }
        assertThat(rotations).isEqualTo(root.rotationChildren);
    }

    @Test
    @DisplayName("the principal variation follows the most visited child while it has visits")
    void principalVariationStopsAtUnvisited() {
        int[] codes = SearchNodeTest.startCodes();
        Node a = new Node(START, codes[0], null, -1);
        Node b = new Node(START, codes[1], null, -1);
        Node c = new Node(START, codes[2], null, -1);
        Node d = new Node(START, codes[3], null, -1);
        a.visits = 3;
        b.visits = 2;
        d.visits = 1;
        a.add(b);
        a.add(d);
        b.add(c);
        List<Action> pv = new ArrayList<>();
        List<Long> visits = new ArrayList<>();
        SearchTree.principalVariation(a, pv, visits);
        assertThat(pv).containsExactly(a.action(), b.action());
        assertThat(visits).containsExactly(3L, 2L);
        List<Action> none = new ArrayList<>();
        List<Long> noVisits = new ArrayList<>();
        SearchTree.principalVariation(c, none, noVisits);
        assertThat(none).isEmpty();
        assertThat(noVisits).isEmpty();
    }

    @Test
    @DisplayName("R2.2: a built position whose mover is stuck, with no outcome yet, is shared by the players in, with no playout")
    void stuckRootIsShared() {
        Position stuck = Position.builder(2)
                .chevron(Field.parse("a1"), new Chevron(Player.A, Direction.SW))
                .chevron(Field.parse("e5"), new Chevron(Player.B, Direction.N))
                .toMove(Player.A).build();
        assertThat(ENGINE.countMoves(stuck)).isZero();
        assertThat(ENGINE.outcome(stuck)).isEmpty();
        SearchTree t = tree(stuck, 0.7, 1.0, 10);
        t.iterate();
        t.iterate();
        assertThat(t.playouts).isZero();
        assertThat(t.root.childCount).isZero();
        assertThat(t.root.visits).isEqualTo(2);
        assertThat(t.root.total).containsExactly(1.0, 1.0);
    }
}
