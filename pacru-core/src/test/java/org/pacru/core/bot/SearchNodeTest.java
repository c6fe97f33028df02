package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.rules.Ruleset;

/** {@link Node}: terminal nodes, means, children, rotation look-up and the most visited child. */
class SearchNodeTest {
    private static final Engine ENGINE = Engine.of(Ruleset.STANDARD);
    private static final Position START = Position.initial(2);

    static int[] startCodes() {
        IntList codes = new IntList();
        int n = ENGINE.legalMoves(START, codes);
        int[] out = new int[n];
        for (int i = 0; i < n; i++) {
            out[i] = codes.get(i);
        }
        return out;
    }

    @Test
    @DisplayName("R8.3: a node won by player A (index 0) is terminal, with no mover; a node without a winner has the side to move")
    void winnerZeroIsTerminal() {
        Node wonByA = new Node(START, -1, null, 0, 0);
        assertThat(wonByA.isTerminal()).isTrue();
        assertThat(wonByA.mover).isEqualTo(-1);
        Node open = new Node(START, -1, null, -1, 0);
        assertThat(open.isTerminal()).isFalse();
        assertThat(open.mover).isEqualTo(0);
        assertThat(open.total).hasSize(2);
    }

    @Test
    @DisplayName("the mean of a player is its total over the visits, 0 before any visit")
    void meanIsTotalOverVisits() {
        Node n = new Node(START, -1, null, -1, 0);
        assertThat(n.mean(0)).isZero();
        n.total[0] = 3;
        n.total[1] = 1;
        n.visits = 4;
        assertThat(n.mean(0)).isEqualTo(0.75);
        assertThat(n.mean(1)).isEqualTo(0.25);
    }

    @Test
    @DisplayName("the most visited child, ties to the earlier child; none without children")
    void mostVisitedTiesToTheEarlier() {
        int[] codes = startCodes();
        Node parent = new Node(START, -1, null, -1, 0);
        assertThat(parent.mostVisited()).isNull();
        int[] visits = {3, 5, 5, 2, 1, 4};
        Node[] kids = new Node[visits.length];
        for (int i = 0; i < visits.length; i++) {
            kids[i] = new Node(START, codes[i], null, -1, 0);
            kids[i].visits = visits[i];
            parent.add(kids[i]);
        }
        assertThat(parent.childCount).isEqualTo(6);
        assertThat(parent.children[5]).isSameAs(kids[5]);
        assertThat(parent.mostVisited()).isSameAs(kids[1]);
        Node single = new Node(START, -1, null, -1, 0);
        single.add(kids[4]);
        assertThat(single.mostVisited()).isSameAs(kids[4]);
        assertThat(parent.rotationChildren).isZero();
    }

    @Test
    @DisplayName("R7: a rotation child is found by its rotation, and counted as a rotation child")
    void hasRotationChild() {
        Position p = MctsBotTest.positionWithManyRotations();
        SplittableRandom rnd = new SplittableRandom(2);
        Rotation r1 = ENGINE.randomRotation(p, rnd);
        Rotation r2 = ENGINE.randomRotation(p, rnd);
        while (r2.equals(r1)) {
            r2 = ENGINE.randomRotation(p, rnd);
        }
        Node parent = new Node(p, -1, null, -1, 0);
        assertThat(parent.hasRotationChild(r1)).isFalse();
        IntList codes = new IntList();
        ENGINE.legalMoves(p, codes);
        parent.add(new Node(ENGINE.play(p, codes.get(0)), codes.get(0), null, -1, 0));
        parent.add(new Node(ENGINE.next(p, r1), -1, r1, -1, 0));
        assertThat(parent.hasRotationChild(r1)).isTrue();
        assertThat(parent.hasRotationChild(r2)).isFalse();
        assertThat(parent.rotationChildren).isEqualTo(1);
        assertThat(parent.children[1].action()).isEqualTo(r1);
    }
}
