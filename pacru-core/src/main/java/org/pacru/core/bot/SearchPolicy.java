package org.pacru.core.bot;

/**
 * How an {@link MctsBot} plays out its games and which moves it tries first: the knowledge of the
 * game a search brings besides its rules. {@link #HEURISTIC} is the default.
 *
 * <pre>{@code
 * MctsBot bot = MctsBot.builder(Ruleset.STANDARD).iterations(1_000).policy(SearchPolicy.UNIFORM).build();
 * }</pre>
 */
public enum SearchPolicy {
    /**
     * No knowledge: uniformly random playouts ({@link RandomBot}'s policy, rotating with
     * probability 0.1 where a rotation is legal), and every legal move of a node tried once, in
     * random order, before any is tried twice. The search of pacru 0.3: too weak at small budgets
     * (a few long random playouts per move say next to nothing about it), and its random
     * playouts value a rotation that gives up four markers (R7.1) about as well as a move that
     * gains some.
     */
    UNIFORM,
    /**
     * Markers and captures first. Playouts by {@link org.pacru.core.engine.HeuristicPlayout}: a
     * capture when there is one (R5.2), else the move gaining the most markers of
     * {@value #PLAYOUT_SAMPLES} sampled base moves, a rotation with probability
     * {@value #PLAYOUT_ROTATION_PROBABILITY} only; cut off after {@value #PLAYOUT_CUTOFF} actions,
     * where the position is judged by its material: each player in is worth its markers (R8.3a)
     * plus {@value #CHEVRON_VALUE} per chevron (R8.3b), and the result is shared in proportion to
     * exp(worth / {@value #EVALUATION_SCALE}). Short, purposeful playouts say more about a position
     * than long random ones, and cost less. In the tree, a node's legal moves are tried captures
     * first, then by the markers they gain (R4–R6), ties in random order, and only while the node
     * has fewer than {@code ceil(}{@value #MOVE_WIDENING}{@code * sqrt(visits + 1))} move children
     * (progressive widening: a small search looks again at the promising moves instead of once at
     * each); and a child's UCB value gets a progressive bias of {@value #PROGRESSIVE_BIAS} per
     * marker it gains ({@value #CAPTURE_PRIOR} more for a capture), less per marker a rotation
     * gives up (R7.1), divided by its visits + 1: it fades as the search learns the child's value.
     */
    HEURISTIC;

    /** The heuristic playouts' rotation probability, where a rotation is legal (R7.2). */
    public static final double PLAYOUT_ROTATION_PROBABILITY = 0.02;
    /** The base moves a heuristic playout compares when it cannot capture. */
    public static final int PLAYOUT_SAMPLES = 4;
    /** The heuristic policy's progressive widening of moves: at most ceil(this * sqrt(visits + 1)) move children. */
    public static final double MOVE_WIDENING = 2;
    /** The heuristic policy's progressive bias per marker of a child's prior, over its visits + 1. */
    public static final double PROGRESSIVE_BIAS = 0.1;
    /** The markers a capture counts for in a child's prior, besides those it gains. */
    public static final int CAPTURE_PRIOR = 2;
    /** The heuristic playouts' length: cut off after this many actions, the end judged by its material. */
    public static final int PLAYOUT_CUTOFF = 16;
    /** A chevron's worth in markers, in the judgement of a cut-off playout. */
    public static final double CHEVRON_VALUE = 5;
    /** The scale of the judgement of a cut-off playout, in markers: a lead of this much scores about 0.73 against 0.27. */
    public static final double EVALUATION_SCALE = 2;
}
