package org.pacru.examples;

import java.util.List;
import java.util.Random;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.PositionNotation;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * The API tour of docs/tour.md as a program: one whole random game through the public API only.
 *
 * <p>Run it with {@code java -cp examples/embedding/target/embedding.jar org.pacru.examples.RandomGame [seed]}.
 *
 * <pre>{@code
 * Game game = RandomGame.play(42);
 * game.outcome();   // Optional[A TARGET_REACHED], for example
 * }</pre>
 */
public final class RandomGame {

    private RandomGame() {
    }

    /**
     * Plays a random 2-player game under the standard rules: every action is a uniformly random
     * legal move (rotations are left out, to keep the example short).
     *
     * @param seed the random seed
     * @return the finished game
     */
    public static Game play(long seed) {
        Rules rules = PacruRules.of(Ruleset.STANDARD);          // the engine, as the Rules interface
        Random random = new Random(seed);
        Game game = Game.start(rules, Position.initial(2));     // the start layout of R1.6
        while (!game.isOver()) {
            List<Move> moves = rules.legalMoves(game.position()); // fully specified: choices included
            Move move = moves.get(random.nextInt(moves.size()));
            game = game.play(move);                               // checks legality, returns a new Game
        }
        return game;
    }

    /**
     * Plays one game and prints its actions, final position and winner.
     *
     * @param args an optional seed (default 42)
     */
    public static void main(String[] args) {
        long seed = args.length > 0 ? Long.parseLong(args[0]) : 42;
        Game game = play(seed);
        StringBuilder actions = new StringBuilder();
        game.actions().forEach(a -> actions.append(a).append(' '));
        Outcome outcome = game.outcome().orElseThrow();
        System.out.println(actions.toString().strip());
        System.out.println(PositionNotation.format(game.position()));
        System.out.println(outcome.winner() + " wins after " + game.plyCount() + " actions: " + outcome.reason());
    }
}
