package org.pacru.core.bot;

import java.util.Objects;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.rules.Outcome;
import org.pacru.rules.Ruleset;

/**
 * The capture-and-crossing player: one ply of look-ahead with a simple order of preferences, the
 * way a beginner who knows the rules plays.
 *
 * <ol>
 *   <li>a move that wins at once (R8.3: the target reached, or the last opposing chevron captured
 *       or left stuck);</li>
 *   <li>else a capture (R5.2): a capture takes a chevron for good;</li>
 *   <li>among captures, and then among the other moves, a safe move before an unsafe one: safe
 *       when the next player has no capture after it (it does not leave a chevron where two
 *       enemies attack it, R5.1);</li>
 *   <li>then the move that leaves the fewest of its chevrons without a move of their own (a
 *       chevron moves only ahead or 45° aside, R3.1, so one that runs into an edge is lost
 *       for moving: a player left with none is eliminated, R8.1, R2.2);</li>
 *   <li>then the move gaining the most markers (R4–R6: a connection's filled fields, a crossing's
 *       field, a meeting's bonus), so crossings and connections before plain moves.</li>
 * </ol>
 *
 * It never rotates (a rotation only gives markers away, R7.1). Ties are broken at random, drawn
 * from its seed and the position's hash: the same seed and position give the same move, and two
 * games from different seeds differ. Unlike {@link GreedyBot}, whose ties go to the first move in
 * notation order and so shuffle one chevron back and forth once nothing gains, it wanders over
 * the board among equal moves, it captures whenever it can, and it keeps its chevrons out of reach.
 *
 * <p>It sees no further than the opponent's next capture: it walks into slower threats, and it
 * never rotates a blocked chevron free. It is the yardstick of
 * the page's casual level (docs/strength.md). Immutable and thread-safe.
 *
 * <pre>{@code
 * Bot heuristic = HeuristicBot.of(Ruleset.STANDARD, 7);
 * Move m = (Move) heuristic.choose(Position.initial(2));
 * }</pre>
 */
public final class HeuristicBot implements Bot {
    private final Engine engine;
    private final long seed;
    private final ThreadLocal<IntList> lists = ThreadLocal.withInitial(IntList::new);
    private final ThreadLocal<IntList> replies = ThreadLocal.withInitial(IntList::new);

    private HeuristicBot(Ruleset ruleset, long seed) {
        this.engine = Engine.of(ruleset);
        this.seed = seed;
    }

    /**
     * The capture-and-crossing player under a ruleset.
     *
     * @param ruleset the rules to play by
     * @param seed the seed of its tie-breaks
     * @return the bot
     */
    public static HeuristicBot of(Ruleset ruleset, long seed) {
        return new HeuristicBot(Objects.requireNonNull(ruleset, "ruleset"), seed);
    }

    /**
     * Chooses a move by the preferences of the class documentation.
     *
     * @param position a position where the game goes on
     * @return the chosen move, always a {@link org.pacru.action.Move}
     * @throws IllegalStateException if there is no legal move (R8.3, R2.2)
     */
    @Override
    public Action choose(Position position) {
        Objects.requireNonNull(position, "position");
        IntList codes = lists.get();
        codes.clear();
        int n = engine.legalMoves(position, codes);
        if (n == 0) {
            throw new IllegalStateException("no legal move: the game is over (R8.3) or the side to move is stuck (R2.2)");
        }
        int[] gains = new int[n];
        engine.markerGains(position, codes, gains);
        Player me = position.toMove();
        SplitMix64 random = new SplitMix64(Seeds.mix(seed, position.zobrist()));
        long best = Long.MIN_VALUE;
        int bestCode = -1;
        int ties = 0;
        for (int i = 0; i < n; i++) {
            int code = codes.get(i);
            long score = score(position, me, code, gains[i]);
            if (score > best) {
                best = score;
                bestCode = code;
                ties = 1;
            } else if (score == best && random.nextInt(++ties) == 0) {
                bestCode = code;
            }
        }
        return MoveCode.toMove(bestCode);
    }

    /** The preferences as one number: a win, a capture, safety, the chevrons left stuck, the markers gained. */
    private long score(Position position, Player me, int code, int gain) {
        Position after = engine.play(position, code);
        boolean wins = engine.outcome(after).map(Outcome::winner).filter(me::equals).isPresent();
        long stuck = wins ? 0 : stuck(after, me);
        return (wins ? 1L << 50 : 0) + (MoveCode.capture(code) ? 1L << 40 : 0) + (safe(after) ? 1L << 30 : 0)
                + ((16 - stuck) << 20) + gain;
    }

    /** How many of my chevrons would have no move (R3) if it were my turn again after the move. */
    private int stuck(Position after, Player me) {
        IntList moves = this.replies.get();
        moves.clear();
        int n = engine.baseMoves(after.toBuilder().toMove(me).build(), moves);
        long from = 0;
        long fromHi = 0;
        for (int i = 0; i < n; i++) {
            int f = MoveCode.from(moves.get(i));
            if (f < 64) {
                from |= 1L << f;
            } else {
                fromHi |= 1L << (f - 64);
            }
        }
        return after.chevronFields(me).size() - Long.bitCount(from) - Long.bitCount(fromHi);
    }

    /** Whether the player to move after a move has no capture (R5.2); true once the game is over. */
    private boolean safe(Position after) {
        IntList replies = this.replies.get();
        replies.clear();
        int n = engine.baseMoves(after, replies);
        for (int i = 0; i < n; i++) {
            if (MoveCode.capture(replies.get(i))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return "HeuristicBot[seed " + seed + "]";
    }
}
