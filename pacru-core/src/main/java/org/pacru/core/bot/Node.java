package org.pacru.core.bot;

import org.pacru.action.Action;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.engine.MoveCode;

/**
 * One node of a search tree: a position, the action that led to it, and the statistics of the
 * iterations that passed through it: the visit count and, per player, the sum of the playout
 * results (one value per player, R1.5: 2 to 4). Its children are created one at a time: first the
 * legal moves, in random order, then, by progressive widening, uniformly sampled rotations (R7).
 *
 * <p>A tree is transposition-free: two paths to one position make two nodes. The node is where a
 * transposition table would go in (a map from {@link Position#zobrist()} to nodes, with the
 * statistics kept per node and the edges per parent). Mutable; owned by one {@link SearchTree},
 * on one thread.
 */
final class Node {
    private static final Node[] NONE = new Node[0];

    final Position position;
    /** The move that led here as a {@link MoveCode}, or -1 for the root and rotations. */
    final int code;
    /** The rotation that led here, or null for the root and moves. */
    final Rotation rotation;
    /** The player index (0–3) to move, or -1 if the game is over here. */
    final int mover;
    /** The winner's index (0–3) if the game is over here (R8.3), else -1. */
    final int winner;
    /** Per player index, the sum of the results of the iterations through this node. */
    final double[] total;
    int visits;

    Node[] children = NONE;
    int childCount;
    /** Whether the legal moves have been listed into {@link #untried}. */
    boolean expanded;
    /** Legal move codes not yet made children, in {@code untried[0 .. untriedCount)}. */
    int[] untried;
    int untriedCount;
    /** With the heuristic policy, the markers {@code untried[i]} gains at index i; else null. */
    int[] gains;
    /**
     * The heuristic's opinion of the action that led here, in markers: gained by a move (more for
     * a capture), negative for those a rotation gives up (R7.1); 0 for the root and the uniform
     * policy. The progressive bias of {@link SearchTree}'s selection.
     */
    final int prior;
    /** The number of legal rotations (R7), counted, never enumerated. */
    long rotations;
    int rotationChildren;

    Node(Position position, int code, Rotation rotation, int winner, int prior) {
        this.position = position;
        this.prior = prior;
        this.code = code;
        this.rotation = rotation;
        this.winner = winner;
        this.mover = winner >= 0 ? -1 : position.toMove().number() - 1;
        this.total = new double[position.playerCount()];
    }

    boolean isTerminal() {
        return winner >= 0;
    }

    /** The action that led here (the root has none). */
    Action action() {
        return rotation != null ? rotation : MoveCode.toMove(code);
    }

    /** The mean result of the given player over the visits (0 without visits). */
    double mean(int player) {
        return visits == 0 ? 0 : total[player] / visits;
    }

    void add(Node child) {
        if (childCount == children.length) {
            Node[] bigger = new Node[Math.max(4, 2 * childCount)];
            System.arraycopy(children, 0, bigger, 0, childCount);
            children = bigger;
        }
        children[childCount++] = child;
        if (child.rotation != null) {
            rotationChildren++;
        }
    }

    /** Whether a child is already this rotation (sampling may draw one twice). */
    boolean hasRotationChild(Rotation r) {
        for (int i = 0; i < childCount; i++) {
            if (r.equals(children[i].rotation)) {
                return true;
            }
        }
        return false;
    }

    /** The child with the most visits (ties: the earlier child), or null without children. */
    Node mostVisited() {
        Node best = null;
        for (int i = 0; i < childCount; i++) {
            if (best == null || children[i].visits > best.visits) {
                best = children[i];
            }
        }
        return best;
    }
}
