package org.pacru.core.bot;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.HeuristicPlayout;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.rules.Outcome;

/**
 * One UCT search tree, grown by {@link #iterate()} on one thread: selection by UCB1 on the mover's
 * own mean result, expansion of one child, a playout on the engine's fast path (uniformly random,
 * or heuristic and cut off, then judged by material), and back-propagation of one result per
 * player (a winner 1, the others 0; a judged position shares 1 among the players in).
 *
 * <p>Actions, by the {@link SearchPolicy}: with {@code UNIFORM} every legal move of a node becomes
 * a child, in random order, one per visit, before any is selected twice; with {@code HEURISTIC}
 * the moves become children captures first, then by the markers they gain, and only while the
 * node holds fewer than {@code ceil(MOVE_WIDENING * sqrt(visits + 1))} move children; each
 * child's UCB value has a progressive bias for the markers it gains (or a rotation gives up).
 * Rotations, which may number tens of thousands (R7.1), are never enumerated: a node may have at
 * most {@code ceil(widening * sqrt(visits))} rotation children (progressive widening), each drawn
 * uniformly from the legal rotations (a draw of one already present adds nothing that iteration).
 */
final class SearchTree {
    private final Engine engine;
    private final SearchPolicy policy;
    /** The playout of the policy: one of these two is null. */
    private final RandomPlayout uniform;
    private final HeuristicPlayout heuristic;
    private final SplitMix64 random;
    private final double exploration;
    private final double widening;
    /** The progressive bias per marker of a child's prior: 0 for the uniform policy. */
    private final double bias;
    private final int maxPlayoutPlies;
    private final IntList codes = new IntList();
    private int[] gains = new int[64];
    private final double[] result;
    private Node[] path = new Node[64];

    final Node root;
    long iterations;
    long playouts;
    long playoutPlies;

    SearchTree(Engine engine, Position position, long seed, SearchPolicy policy, double exploration, double widening,
               double playoutRotationProbability, int maxPlayoutPlies) {
        this.engine = engine;
        this.policy = policy;
        this.uniform = policy == SearchPolicy.UNIFORM ? new RandomPlayout(engine, playoutRotationProbability) : null;
        this.heuristic = policy == SearchPolicy.HEURISTIC
                ? new HeuristicPlayout(engine, playoutRotationProbability, SearchPolicy.PLAYOUT_SAMPLES) : null;
        this.random = new SplitMix64(seed);
        this.exploration = exploration;
        this.widening = widening;
        this.bias = policy == SearchPolicy.HEURISTIC ? SearchPolicy.PROGRESSIVE_BIAS : 0;
        this.maxPlayoutPlies = maxPlayoutPlies;
        this.result = new double[position.playerCount()];
        this.root = newNode(position, -1, null, 0);
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

    private Node newNode(Position position, int code, Rotation rotation, int prior) {
        Optional<Outcome> outcome = engine.outcome(position);
        return new Node(position, code, rotation, outcome.map(o -> o.winner().number() - 1).orElse(-1), prior);
    }

    /** A new child of n: an untried move, or a new rotation if widening allows one; else null. */
    private Node expandOne(Node n) {
        if (!n.expanded) {
            expand(n);
        }
        if (n.untriedCount > 0 && (policy == SearchPolicy.UNIFORM
                || n.childCount - n.rotationChildren < Math.ceil(SearchPolicy.MOVE_WIDENING * Math.sqrt(n.visits + 1.0)))) {
            int code;
            int prior = 0;
            if (policy == SearchPolicy.UNIFORM) {
                int i = random.nextInt(n.untriedCount);
                code = n.untried[i];
                n.untried[i] = n.untried[--n.untriedCount];
            } else {
                code = n.untried[--n.untriedCount];       // the best left: sorted ascending
                prior = n.gains[n.untriedCount] + (MoveCode.capture(code) ? SearchPolicy.CAPTURE_PRIOR : 0);
            }
            Node child = newNode(engine.play(n.position, code), code, null, prior);
            n.add(child);
            return child;
        }
        if (n.rotationChildren < n.rotations
                && n.rotationChildren < Math.ceil(widening * Math.sqrt(n.visits))) {
            Rotation r = engine.randomRotation(n.position, random);
            if (!n.hasRotationChild(r)) {
                Node child = newNode(engine.next(n.position, r), -1, r, -r.relinquished().size());
                n.add(child);
                return child;
            }
        }
        return null;
    }

    /**
     * Lists n's legal moves into its untried moves; with the heuristic policy, in the order they
     * are to be tried from the end: ascending by (capture, markers gained), ties shuffled.
     */
    private void expand(Node n) {
        codes.clear();
        int k = engine.legalMoves(n.position, codes);
        n.untried = new int[k];
        for (int i = 0; i < k; i++) {
            n.untried[i] = codes.get(i);
        }
        n.untriedCount = k;
        n.rotations = k == 0 ? 0 : engine.countRotations(n.position);
        n.expanded = true;
        if (policy == SearchPolicy.HEURISTIC && k > 0) {
            if (gains.length < k) {
                gains = new int[Math.max(k, 2 * gains.length)];
            }
            engine.markerGains(n.position, codes, gains);
            // key: capture, gain, a random tie-break, the index (so the sort is a permutation)
            long[] keys = new long[k];
            for (int i = 0; i < k; i++) {
                int code = codes.get(i);
                long value = (MoveCode.capture(code) ? 1L << 10 : 0) + gains[i];
                keys[i] = value << 48 | (long) (random.nextInt(1 << 16)) << 32 | i;
            }
            Arrays.sort(keys);
            n.gains = new int[k];
            for (int i = 0; i < k; i++) {
                int j = (int) keys[i];
                n.untried[i] = codes.get(j);
                n.gains[i] = gains[j];
            }
        }
    }

    /** UCB1 on the mean result of the player to move at n, the exploration term scaled by c. */
    private Node select(Node n) {
        int m = n.mover;
        double logN = Math.log(Math.max(1, n.visits));
        Node best = null;
        double bestU = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n.childCount; i++) {
            Node c = n.children[i];
            double u = c.total[m] / c.visits + exploration * Math.sqrt(logN / c.visits) + bias * c.prior / (c.visits + 1);
            if (u > bestU) {
                bestU = u;
                best = c;
            }
        }
        return best;
    }

    /** A random game to its end (or the ply cap): the winner 1, the others 0; capped: shared. */
    private void playOut(Position position) {
        Position end;
        Optional<Outcome> outcome;                // the end's, without loading it again
        if (uniform != null) {
            end = uniform.play(position, random, maxPlayoutPlies);
            playoutPlies += uniform.plies();
            outcome = uniform.outcome();
        } else {
            end = heuristic.play(position, random, Math.min(maxPlayoutPlies, SearchPolicy.PLAYOUT_CUTOFF));
            playoutPlies += heuristic.plies();
            outcome = heuristic.outcome();
        }
        playouts++;
        if (outcome.isPresent()) {
            oneWinner(outcome.get().winner().number() - 1);
            return;
        }
        if (heuristic != null) {
            evaluate(end);                        // cut off: judged by its material
        } else {
            shared(end);                          // unfinished (R8.4 sets no limit)
        }
    }

    /** A game without a winner: the result shared by the players still in (R8.2). */
    private void shared(Position position) {
        List<Player> in = position.playersIn();
        Arrays.fill(result, 0);
        for (Player p : in) {
            result[p.number() - 1] = 1.0 / Math.max(1, in.size());
        }
    }

    /**
     * A cut-off heuristic playout's result: each player still in is worth its markers (R8.3a) plus
     * {@code CHEVRON_VALUE} per chevron (R8.3b), and the result, a share of 1, goes to the players
     * in proportion to exp(worth / EVALUATION_SCALE): for two players the logistic function of
     * their difference, so that a lead of a few markers counts for a little, a chevron more.
     */
    private void evaluate(Position end) {
        List<Player> in = end.playersIn();
        Arrays.fill(result, 0);
        double max = Double.NEGATIVE_INFINITY;
        for (Player p : in) {
            int q = p.number() - 1;
            result[q] = end.markerCount(p) + SearchPolicy.CHEVRON_VALUE * end.chevronFields(p).size();
            max = Math.max(max, result[q]);
        }
        double sum = 0;
        for (Player p : in) {
            int q = p.number() - 1;
            result[q] = Math.exp((result[q] - max) / SearchPolicy.EVALUATION_SCALE);
            sum += result[q];
        }
        for (Player p : in) {
            result[p.number() - 1] /= sum;
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
