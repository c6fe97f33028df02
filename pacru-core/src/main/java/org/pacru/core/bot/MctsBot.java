package org.pacru.core.bot;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.LongSupplier;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.rules.Ruleset;

/**
 * Monte Carlo tree search: UCT (UCB1 applied to trees) with playouts on the engine's fast path,
 * for 2, 3 and 4 players, guided by a {@link SearchPolicy}: by default {@code HEURISTIC} (short
 * capture-and-marker playouts judged by material, moves tried best first); {@code UNIFORM} is the
 * knowledge-free search of pacru 0.3 (uniformly random playouts, moves in random order).
 *
 * <p><b>Values.</b> A playout that ends in a win (R8.3) scores 1 for its winner, 0 for everyone
 * else. Every node keeps one sum per player, and the player to move at a node picks the child
 * that maximises its <em>own</em> mean plus {@code exploration * sqrt(ln N / n)} (the max-n
 * generalisation of UCT, exact for two players and the usual choice for more). A uniform playout
 * cut off after {@code maxPlayoutPlies} actions (the rules set no limit, R8.4) is shared among the
 * players still in; a heuristic one is judged by its material ({@link SearchPolicy#HEURISTIC}).
 *
 * <p><b>Actions.</b> All legal moves of a node become children, one per visit (with {@code
 * HEURISTIC} progressively, best first, see there). Rotations can number tens of thousands
 * (choosing 4 of 40 markers is 91,390 ways, R7.1), so they are never enumerated: a node visited N
 * times may hold up to {@code ceil(rotationWidening * sqrt(N))} rotation children, each drawn
 * uniformly from the legal rotations without listing them (progressive widening).
 *
 * <p><b>Budget.</b> In iterations, in time, or both (the search stops at whichever comes first);
 * at least one iteration is always run. With a budget in iterations only, the search is
 * deterministic: the same seed, position and budget give the same choice and statistics, whatever
 * the machine (the random source is seeded from the seed and the position's hash). With
 * {@code threads > 1} the search is root-parallel: each thread grows a tree of its own (its seed
 * mixed with the thread's number) with its share of the iterations, and the root statistics are
 * summed per action; still deterministic for an iteration budget.
 *
 * <p><b>Tree.</b> Transposition-free: two paths to one position are two nodes, and nothing is kept
 * between calls. A transposition table would key nodes by {@link Position#zobrist()} in the
 * package-private {@code SearchTree.newNode} (visit counts per edge in the parent); tree reuse
 * would keep the chosen child as the next root: additions inside this package. Immutable and
 * thread-safe: every {@link #search} builds its own trees.
 *
 * <pre>{@code
 * MctsBot bot = MctsBot.builder(Ruleset.STANDARD).iterations(1_000).seed(7).build();
 * SearchResult r = bot.search(Position.initial(2));
 * r.action();               // the most visited root action
 * r.actions().get(0);       // its statistics: visits and mean value for A
 * r.principalVariation();   // the expected line
 * }</pre>
 */
public final class MctsBot implements Bot {
    /** The iterations per search of a bot built with no budget. */
    public static final long DEFAULT_ITERATIONS = 10_000;
    /** The default exploration constant of UCB1 (for results from 0 to 1). */
    public static final double DEFAULT_EXPLORATION = 0.7;
    /** The default progressive-widening factor for rotations. */
    public static final double DEFAULT_ROTATION_WIDENING = 0.5;
    /** The default search policy. */
    public static final SearchPolicy DEFAULT_POLICY = SearchPolicy.HEURISTIC;
    /** The default cap on the actions of one playout. */
    public static final int DEFAULT_MAX_PLAYOUT_PLIES = 1_000;

    private final Engine engine;
    private final long iterations;
    private final Duration time;
    private final long seed;
    private final int threads;
    private final double exploration;
    private final double rotationWidening;
    private final SearchPolicy policy;
    private final double playoutRotationProbability;
    private final int maxPlayoutPlies;
    private final LongSupplier clock;

    private MctsBot(Builder b) {
        this.engine = Engine.of(b.ruleset);
        this.time = b.time;
        this.iterations = b.iterations > 0 ? b.iterations : b.time == null ? DEFAULT_ITERATIONS : Long.MAX_VALUE;
        this.seed = b.seed;
        this.threads = b.threads;
        this.exploration = b.exploration;
        this.rotationWidening = b.rotationWidening;
        this.policy = b.policy;
        this.playoutRotationProbability = !Double.isNaN(b.playoutRotationProbability) ? b.playoutRotationProbability
                : b.policy == SearchPolicy.HEURISTIC ? SearchPolicy.PLAYOUT_ROTATION_PROBABILITY : RandomBot.DEFAULT_ROTATION_PROBABILITY;
        this.maxPlayoutPlies = b.maxPlayoutPlies;
        this.clock = b.clock;
    }

    /**
     * A builder for a search under the ruleset; by default {@value #DEFAULT_ITERATIONS} iterations,
     * seed 0, one thread.
     *
     * @param ruleset the rules to play by
     * @return a new builder
     */
    public static Builder builder(Ruleset ruleset) {
        return new Builder(Objects.requireNonNull(ruleset, "ruleset"));
    }

    /**
     * The iteration budget of one search.
     *
     * @return the iterations, {@link Long#MAX_VALUE} if only the time limits the search
     */
    public long iterations() {
        return iterations;
    }

    /**
     * The time budget of one search.
     *
     * @return the time, or empty if only iterations limit the search
     */
    public Optional<Duration> time() {
        return Optional.ofNullable(time);
    }

    /**
     * The number of threads of one search (root parallelism).
     *
     * @return 1 or more
     */
    public int threads() {
        return threads;
    }

    @Override
    public Action choose(Position position) {
        return search(position).action();
    }

    /**
     * Searches the position and returns the chosen action with the statistics.
     *
     * @param position a position where the game goes on
     * @return the choice and the statistics
     * @throws IllegalStateException if there is no legal action (R8.3, R2.2)
     */
    public SearchResult search(Position position) {
        Objects.requireNonNull(position, "position");
        if (engine.countMoves(position) == 0) {
            throw new IllegalStateException("no legal action: the game is over (R8.3) or the side to move is stuck (R2.2)");
        }
        long start = clock.getAsLong();
        long deadline = time == null ? Long.MAX_VALUE : start + time.toNanos();
        long base = Seeds.mix(seed, position.zobrist());
        SearchTree[] trees = new SearchTree[threads];
        for (int t = 0; t < threads; t++) {
            trees[t] = new SearchTree(engine, position, Seeds.mix(base, t), policy, exploration, rotationWidening,
                    playoutRotationProbability, maxPlayoutPlies);
        }
        if (threads == 1) {
            grow(trees[0], iterations, deadline);
        } else {
            growInParallel(trees, deadline);
        }
        Duration elapsed = Duration.ofNanos(Math.max(0, clock.getAsLong() - start));
        return Summary.of(trees, position.toMove().number() - 1, elapsed);
    }

    /** Iterates until the budget is spent: the iterations, or the deadline; at least once. */
    private void grow(SearchTree tree, long budget, long deadline) {
        if (budget <= 0) {
            return;
        }
        do {
            tree.iterate();
        } while (tree.iterations < budget && (deadline == Long.MAX_VALUE || clock.getAsLong() - deadline < 0));
    }

    private void growInParallel(SearchTree[] trees, long deadline) {
        int n = trees.length;
        Thread[] workers = new Thread[n];
        // A worker's failure, an Error such as running out of memory included, is the caller's.
        Throwable[] failures = new Throwable[n];
        for (int t = 0; t < n; t++) {
            // The iteration budget split as evenly as possible; the first trees take the remainder.
            long share = iterations == Long.MAX_VALUE ? Long.MAX_VALUE : iterations / n + (t < iterations % n ? 1 : 0);
            SearchTree tree = trees[t];
            int index = t;
            workers[t] = new Thread(() -> {
                try {
                    grow(tree, share, deadline);
                } catch (RuntimeException | Error e) {
                    failures[index] = e;
                }
            }, "pacru-mcts-" + t);
            workers[t].setDaemon(true);
        }
        for (Thread w : workers) {
            w.start();
        }
        try {
            for (Thread w : workers) {
                w.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("search interrupted", e);
        }
        if (Thread.currentThread().isInterrupted()) {
            // join() of a worker that had already ended does not look at the flag: the caller was
            // interrupted all the same (its flag stays set)
            throw new IllegalStateException("search interrupted");
        }
        for (Throwable f : failures) {
            if (f instanceof RuntimeException r) {
                throw r;
            }
            if (f instanceof Error e) {
                throw e;
            }
        }
    }

    @Override
    public String toString() {
        return "MctsBot[" + (iterations == Long.MAX_VALUE ? "" : iterations + " iterations")
                + (time == null ? "" : (iterations == Long.MAX_VALUE ? "" : ", ") + time.toMillis() + " ms")
                + ", seed " + seed + ", " + threads + (threads == 1 ? " thread]" : " threads]");
    }

    /**
     * Configures an {@link MctsBot}. Not thread-safe; the bots it builds are.
     *
     * <pre>{@code
     * MctsBot bot = MctsBot.builder(Ruleset.STANDARD)
     *         .iterations(20_000).time(Duration.ofSeconds(2)).threads(2).seed(42).build();
     * }</pre>
     */
    public static final class Builder {
        private final Ruleset ruleset;
        private long iterations;
        private Duration time;
        private long seed;
        private int threads = 1;
        private double exploration = DEFAULT_EXPLORATION;
        private double rotationWidening = DEFAULT_ROTATION_WIDENING;
        private SearchPolicy policy = DEFAULT_POLICY;
        /** NaN: the policy's (0.1 uniform, 0.02 heuristic). */
        private double playoutRotationProbability = Double.NaN;
        private int maxPlayoutPlies = DEFAULT_MAX_PLAYOUT_PLIES;
        private LongSupplier clock = System::nanoTime;

        private Builder(Ruleset ruleset) {
            this.ruleset = ruleset;
        }

        /**
         * Limits each search to a number of iterations (summed over the threads).
         *
         * @param iterations 1 or more
         * @return this builder
         * @throws IllegalArgumentException if not positive
         */
        public Builder iterations(long iterations) {
            if (iterations < 1) {
                throw new IllegalArgumentException("iterations must be 1 or more, not " + iterations);
            }
            this.iterations = iterations;
            return this;
        }

        /**
         * Limits each search to a wall-clock time (checked after every iteration). Without
         * {@link #iterations}, the time alone limits the search.
         *
         * @param time more than zero
         * @return this builder
         * @throws IllegalArgumentException if not positive
         */
        public Builder time(Duration time) {
            Objects.requireNonNull(time, "time");
            if (time.isNegative() || time.isZero()) {
                throw new IllegalArgumentException("a time budget must be more than zero, not " + time);
            }
            this.time = time;
            return this;
        }

        /**
         * The seed of the search's random choices.
         *
         * @param seed any number (default 0)
         * @return this builder
         */
        public Builder seed(long seed) {
            this.seed = seed;
            return this;
        }

        /**
         * Searches with several threads, one tree each (root parallelism).
         *
         * @param threads 1 to 256 (default 1)
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder threads(int threads) {
            if (threads < 1 || threads > 256) {
                throw new IllegalArgumentException("threads must be from 1 to 256, not " + threads);
            }
            this.threads = threads;
            return this;
        }

        /**
         * The exploration constant c of UCB1.
         *
         * @param exploration 0 or more (default {@value MctsBot#DEFAULT_EXPLORATION})
         * @return this builder
         * @throws IllegalArgumentException if negative or not a number
         */
        public Builder exploration(double exploration) {
            if (!(exploration >= 0) || Double.isInfinite(exploration)) {
                throw new IllegalArgumentException("exploration must be a number, 0 or more, not " + exploration);
            }
            this.exploration = exploration;
            return this;
        }

        /**
         * The progressive-widening factor k for rotations: at most {@code ceil(k * sqrt(N))}
         * rotation children at a node visited N times; 0 never searches rotations (R7).
         *
         * @param widening 0 or more (default {@value MctsBot#DEFAULT_ROTATION_WIDENING})
         * @return this builder
         * @throws IllegalArgumentException if negative or not a number
         */
        public Builder rotationWidening(double widening) {
            if (!(widening >= 0) || Double.isInfinite(widening)) {
                throw new IllegalArgumentException("rotation widening must be a number, 0 or more, not " + widening);
            }
            this.rotationWidening = widening;
            return this;
        }

        /**
         * The search policy: what the playouts play and which moves the tree tries first.
         *
         * @param policy the policy (default {@link SearchPolicy#HEURISTIC})
         * @return this builder
         */
        public Builder policy(SearchPolicy policy) {
            this.policy = Objects.requireNonNull(policy, "policy");
            return this;
        }

        /**
         * How often a playout rotates when a rotation is legal.
         *
         * @param probability 0 to 1 (default {@value SearchPolicy#PLAYOUT_ROTATION_PROBABILITY}
         *     with the heuristic policy, {@value RandomBot#DEFAULT_ROTATION_PROBABILITY} (the
         *     {@link RandomBot} policy) with the uniform one)
         * @return this builder
         * @throws IllegalArgumentException if out of range
         */
        public Builder playoutRotationProbability(double probability) {
            if (!(probability >= 0 && probability <= 1)) {
                throw new IllegalArgumentException("a probability is from 0 to 1, not " + probability);
            }
            this.playoutRotationProbability = probability;
            return this;
        }

        /**
         * The most actions of one playout; a longer game counts as shared among the players still
         * in (R8.4).
         *
         * @param plies 1 or more (default {@value MctsBot#DEFAULT_MAX_PLAYOUT_PLIES})
         * @return this builder
         * @throws IllegalArgumentException if not positive
         */
        public Builder maxPlayoutPlies(int plies) {
            if (plies < 1) {
                throw new IllegalArgumentException("the playout limit must be 1 or more, not " + plies);
            }
            this.maxPlayoutPlies = plies;
            return this;
        }

        /** The clock in nanoseconds, for tests of the time budget (default {@link System#nanoTime}). */
        Builder clock(LongSupplier nanos) {
            this.clock = Objects.requireNonNull(nanos, "nanos");
            return this;
        }

        /**
         * The bot.
         *
         * @return a new, immutable bot
         */
        public MctsBot build() {
            return new MctsBot(this);
        }
    }
}
