package org.pacru.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.engine.Engine;
import org.pacru.core.engine.IntList;
import org.pacru.core.engine.MoveCode;
import org.pacru.core.engine.RandomPlayout;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Ruleset;

/**
 * The fixed benchmark positions: from seeded random games (the self-play policy, {@link
 * RandomPlayout}) with 2, 3 and 4 players, the positions at 0 %, 10 %, 25 %, 50 %, 75 % and 95 %
 * of each game's length (opening, middlegame, endgame), so every phase and player count is in
 * the set. Deterministic: the same seeds give the same positions on every run.
 *
 * <pre>{@code
 * BenchData data = BenchData.create(Ruleset.STANDARD, 12);
 * data.positions.length;     // 3 player counts × 12 games × 6 phases
 * }</pre>
 */
public final class BenchData {
    /** Phases of a game, as fractions of its length. */
    static final double[] PHASES = {0.0, 0.10, 0.25, 0.50, 0.75, 0.95};

    /** The positions (the game goes on in each). */
    public final Position[] positions;
    /** Per position: the policy's action (a move or a rotation). */
    public final Action[] actions;
    /** Per position: a uniformly random fully specified legal move. */
    public final Move[] moves;
    /** Per position: that move as a {@link MoveCode}. */
    public final int[] moveCodes;
    /** Per position: its position string (NOTATION.md §3). */
    public final String[] positionStrings;
    /** Per position: the move's canonical notation. */
    public final String[] moveStrings;
    /** Per position: whether the player to move has a legal rotation (R7). */
    public final boolean[] rotatable;
    /** Mean number of base moves per position. */
    public final double meanBaseMoves;
    /** Mean number of fully specified legal moves per position. */
    public final double meanLegalMoves;

    private BenchData(List<Position> ps, Engine engine, long seed) {
        int n = ps.size();
        positions = ps.toArray(new Position[0]);
        actions = new Action[n];
        moves = new Move[n];
        moveCodes = new int[n];
        positionStrings = new String[n];
        moveStrings = new String[n];
        rotatable = new boolean[n];
        RandomPlayout policy = new RandomPlayout(engine, 0.1);
        SplittableRandom random = new SplittableRandom(seed);
        IntList list = new IntList();
        long bases = 0;
        long legal = 0;
        for (int i = 0; i < n; i++) {
            Position p = positions[i];
            actions[i] = policy.choose(p, random);
            list.clear();
            bases += engine.baseMoves(p, list);
            list.clear();
            int k = engine.legalMoves(p, list);
            legal += k;
            moveCodes[i] = list.get(random.nextInt(k));
            moves[i] = MoveCode.toMove(moveCodes[i]);
            positionStrings[i] = PositionNotation.format(p);
            moveStrings[i] = ActionNotation.format(moves[i]);
            rotatable[i] = engine.countRotations(p) > 0;
        }
        meanBaseMoves = (double) bases / n;
        meanLegalMoves = (double) legal / n;
    }

    /**
     * Plays {@code gamesPerCount} seeded games for each player count and samples their phases.
     *
     * @param ruleset the ruleset
     * @param gamesPerCount games per player count
     * @return the data
     */
    public static BenchData create(Ruleset ruleset, int gamesPerCount) {
        Engine engine = Engine.of(ruleset);
        PacruRules rules = PacruRules.of(ruleset);
        RandomPlayout policy = new RandomPlayout(engine, 0.1);
        List<Position> out = new ArrayList<>();
        for (int players = 2; players <= 4; players++) {
            for (int g = 0; g < gamesPerCount; g++) {
                SplittableRandom random = new SplittableRandom(1000L * players + g);
                List<Position> game = new ArrayList<>();
                Position p = Position.initial(players);
                while (rules.outcome(p).isEmpty() && game.size() < 10_000) {
                    game.add(p);
                    p = rules.apply(p, policy.choose(p, random)).after();
                }
                for (double phase : PHASES) {
                    out.add(game.get((int) (phase * (game.size() - 1))));
                }
            }
        }
        return new BenchData(out, engine, 4242L);
    }
}
