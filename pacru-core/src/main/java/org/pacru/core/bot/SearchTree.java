package org.pacru.core.bot;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Outcome;

/**
 * One UCT search tree, grown by {@link #iterate()} on one thread: selection by UCB1 on the mover's
 * own mean result, expansion of one child, a random playout on the engine's fast path, and
 * back-propagation of one result per player (the winner 1, the others 0).
 *
 * <p>Actions: every legal move of a node becomes a child, in random order, one per visit, before
 * any is selected twice. Rotations, which may number tens of thousands (R7.1), are never
 * enumerated: a node may have at most {@code ceil(widening * sqrt(visits))} rotation children
 * (progressive widening), each drawn uniformly from the legal rotations (a draw of one already
 * present adds nothing that iteration).
 */
final class SearchTree {
    private final Engine engine;
    private final RandomPlayout playout;
    private final SplitMix64 random;
    private final double exploration;
    private final double widening;
    private final int maxPlayoutPlies;
    private final IntList codes = new IntList();
    private final double[] result;
    private Node[] path = new Node[64];

    final Node root;
    long iterations;
    long playouts;
    long playoutPlies;

    SearchTree(Engine engine, Position position, long seed, double exploration, double widening,
               double playoutRotationProbability, int maxPlayoutPlies) {
        this.engine = engine;
        this.playout = new RandomPlayout(engine, playoutRotationProbability);
        this.random = new SplitMix64(seed);
        this.exploration = exploration;
        this.widening = widening;
        this.maxPlayoutPlies = maxPlayoutPlies;
        this.result = new double[position.playerCount()];
        this.root = newNode(position, -1, null);
    }

    /** One iteration: select, expand one child, play out, back-propagate. */
    void iterate() {
        Node n = root;
        int depth = 0;
        path[depth++] = n;
        while (!n.isTerminal()) {
            Node child = expandOne(n);
            if (child != null) {
                n = child;
                push(depth++, n);
                break;
            }
            if (n.childCount == 0) {
                break;                  // no legal action and no outcome: only in built positions (R2.2)
            }
            n = select(n);
            push(depth++, n);
        }
        if (n.isTerminal()) {
            oneWinner(n.winner);
        } else if (n.expanded && n.childCount == 0) {
            shared(n.position);
        } else {
            playOut(n.position);
        }
        for (int i = 0; i < depth; i++) {
            Node x = path[i];
            x.visits++;
            for (int q = 0; q < result.length; q++) {
                x.total[q] += result[q];
            }
        }
        iterations++;
    }

    private void push(int depth, Node n) {
        if (depth == path.length) {
            Node[] bigger = new Node[2 * depth];
            System.arraycopy(path, 0, bigger, 0, depth);
            path = bigger;
        }
        path[depth] = n;
    }

    private Node newNode(Position position, int code, Rotation rotation) {
        Optional<Outcome> outcome = engine.outcome(position);
        return new Node(position, code, rotation, outcome.map(o -> o.winner().number() - 1).orElse(-1));
    }

    /** A new child of n: an untried move, or a new rotation if widening allows one; else null. */
    private Node expandOne(Node n) {
        if (!n.expanded) {
            codes.clear();
            int k = engine.legalMoves(n.position, codes);
            n.untried = new int[k];
            for (int i = 0; i < k; i++) {
                n.untried[i] = codes.get(i);
            }
            n.untriedCount = k;
            n.rotations = k == 0 ? 0 : engine.countRotations(n.position);
            n.expanded = true;
        }
        if (n.untriedCount > 0) {
            int i = random.nextInt(n.untriedCount);
            int code = n.untried[i];
            n.untried[i] = n.untried[--n.untriedCount];
            Node child = newNode(engine.play(n.position, code), code, null);
            n.add(child);
            return child;
        }
        if (n.rotationChildren < n.rotations
                && n.rotationChildren < Math.ceil(widening * Math.sqrt(n.visits))) {
            Rotation r = engine.randomRotation(n.position, random);
            if (!n.hasRotationChild(r)) {
                Node child = newNode(engine.next(n.position, r), -1, r);
                n.add(child);
                return child;
            }
        }
        return null;
    }

    /** UCB1 on the mean result of the player to move at n, the exploration term scaled by c. */
    private Node select(Node n) {
        int m = n.mover;
        double logN = Math.log(Math.max(1, n.visits));
        Node best = null;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n.childCount; i++) {
            Node c = n.children[i];
            double u = c.total[m] / c.visits + exploration * Math.sqrt(logN / c.visits);
            if (u > bestU) {
                bestU = u;
                best = c;
            }
        }
        return best;
    }

    /** A random game to its end (or the ply cap): the winner 1, the others 0; capped: shared. */
    private void playOut(Position position) {
        Position end = playout.play(position, random, maxPlayoutPlies);
        playouts++;
        playoutPlies += playout.plies();
        Optional<Outcome> outcome = playout.outcome();        // the end's, without loading it again
        if (outcome.isPresent()) {
            oneWinner(outcome.get().winner().number() - 1);
            return;
        }
        shared(end);                              // unfinished (R8.4 sets no limit)
    }

    /** A game without a winner: the result shared by the players still in (R8.2). */
    private void shared(Position position) {
        List<Player> in = position.playersIn();
        Arrays.fill(result, 0);
        for (Player p : in) {
            result[p.number() - 1] = 1.0 / Math.max(1, in.size());
        }
    }

    private void oneWinner(int winner) {
        Arrays.fill(result, 0);
        result[winner] = 1;
    }

    /**
     * The principal variation from a root child: the most visited child, level by level, with the
     * visits of each (read after the search, never inside it).
     */
    static void principalVariation(Node from, List<Action> out, List<Long> visits) {
        for (Node n = from; n != null && n.visits > 0; n = n.mostVisited()) {
            out.add(n.action());
            visits.add((long) n.visits);
        }
    }
}
