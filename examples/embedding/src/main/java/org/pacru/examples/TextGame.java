package org.pacru.examples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.Bot;
import org.pacru.core.bot.GreedyBot;
import org.pacru.core.bot.MctsBot;
import org.pacru.examples.text.BoardDiagram;
import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.UsageException;
import org.pacru.game.Game;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * A text game in the terminal: you (player A) against a computer player (player B) of the strength
 * you choose: {@code random}, {@code greedy} (the default, {@link GreedyBot}), or Monte Carlo tree
 * search, {@code mcts} or {@code mcts:ITERATIONS} or {@code mcts:MILLISECONDSms} ({@link MctsBot}),
 * through the public API only. Type an action in notation ({@code e1-e2}, {@code g9-f8(d8)},
 * {@code d9>>(a7,b5,b7,c4)}); {@code moves} lists your legal moves, {@code moves e1} those of
 * one chevron, {@code undo} takes back your last action, {@code quit} ends the game.
 *
 * <p>Run it with {@code java -cp examples/embedding/target/embedding.jar org.pacru.examples.TextGame [standard|abstractplay]
 * [random|greedy|mcts|mcts:ITERATIONS|mcts:MILLISECONDSms]}, for example {@code … TextGame standard mcts:2000}.
 *
 * <pre>{@code
 * TextGame.play(Ruleset.STANDARD, new BufferedReader(new StringReader("e1-e2\nquit\n")), out);
 * TextGame.play(Ruleset.STANDARD, MctsBot.builder(Ruleset.STANDARD).iterations(2_000).build(), in, out);
 * }</pre>
 */
public final class TextGame {
    private final Rules rules;
    private final Bot computer;
    private final BufferedReader in;
    private final PrintWriter out;

    private TextGame(Ruleset ruleset, Bot computer, BufferedReader in, PrintWriter out) {
        this.rules = PacruRules.of(ruleset);
        this.computer = Objects.requireNonNull(computer, "computer");
        this.in = Objects.requireNonNull(in, "in");
        this.out = Objects.requireNonNull(out, "out");
    }

    /**
     * Plays a game: reads your actions from {@code in}, writes the board and the computer's
     * answers to {@code out}.
     *
     * @param ruleset the rules to play by
     * @param in your input, one command per line (the game ends at end of input)
     * @param out where the game is shown
     * @return the game as it stands when it ends (finished, quit or end of input)
     * @throws IOException if reading fails
     */
    public static Game play(Ruleset ruleset, BufferedReader in, PrintWriter out) throws IOException {
        return play(ruleset, GreedyBot.of(ruleset), in, out);
    }

    /**
     * Plays a game against the given computer player.
     *
     * @param ruleset the rules to play by
     * @param computer the computer player (player B)
     * @param in your input, one command per line (the game ends at end of input)
     * @param out where the game is shown
     * @return the game as it stands when it ends (finished, quit or end of input)
     * @throws IOException if reading fails
     */
    public static Game play(Ruleset ruleset, Bot computer, BufferedReader in, PrintWriter out) throws IOException {
        return new TextGame(ruleset, computer, in, out).run();
    }

    /**
     * Plays in the terminal.
     *
     * @param args the ruleset ({@code standard}, the default, or {@code abstractplay}), then the
     *             computer's strength ({@code random}, {@code greedy}, the default, {@code mcts},
     *             {@code mcts:ITERATIONS} or {@code mcts:MILLISECONDSms})
     * @throws IOException if reading the terminal fails
     */
    public static void main(String[] args) throws IOException {
        Ruleset ruleset = args.length > 0 ? Ruleset.parse(args[0]) : Ruleset.STANDARD;
        Bot computer;
        try {
            computer = BotSpec.parse(args.length > 1 ? args[1] : "greedy").create(ruleset, System.nanoTime());
        } catch (UsageException e) {
            System.err.println("TextGame: " + e.getMessage());
            System.exit(2);
            return;
        }
        PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true);
        play(ruleset, computer, new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)), out);
    }

    private Game run() throws IOException {
        Game game = Game.start(rules, Position.initial(2));
        out.println("Pacru: you are A, the computer is B (" + computer + "). Type an action (e1-e2), 'moves', 'undo' or 'quit'.");
        out.print(BoardDiagram.render(game.position()));
        while (!game.isOver()) {
            if (game.position().toMove() != Player.A) {
                Action m = computer.choose(game.position());
                game = game.play(m);
                out.println("B plays " + m + describe(game.lastTransition().orElseThrow()));
                out.print(BoardDiagram.render(game.position()));
                continue;
            }
            out.print("A> ");
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();
                out.println("End of input: game left unfinished after " + game.plyCount() + " actions.");
                return game;
            }
            line = line.strip();
            if (line.isEmpty()) {
                continue;
            }
            if (line.equals("quit")) {
                out.println("You quit after " + game.plyCount() + " actions.");
                return game;
            }
            if (line.equals("undo")) {
                game = undoMine(game);
                out.print(BoardDiagram.render(game.position()));
                continue;
            }
            if (line.equals("moves") || line.startsWith("moves ")) {
                listMoves(game.position(), line.substring(5).strip());
                continue;
            }
            Optional<Game> next = tryPlay(game, line);
            if (next.isPresent()) {
                game = next.get();
                out.println("A plays " + game.actions().get(game.plyCount() - 1)
                        + describe(game.lastTransition().orElseThrow()));
                out.print(BoardDiagram.render(game.position()));
            }
        }
        Outcome outcome = game.outcome().orElseThrow();
        out.println((outcome.winner() == Player.A ? "You win" : "The computer wins") + " after "
                + game.plyCount() + " actions: " + outcome);
        return game;
    }

    private Optional<Game> tryPlay(Game game, String text) {
        Action action;
        try {
            action = ActionNotation.parse(text);
        } catch (NotationException e) {
            out.println("Not an action: " + e.getMessage());
            return Optional.empty();
        }
        Optional<Violation> violation = rules.check(game.position(), action);
        if (violation.isPresent()) {
            out.println("Illegal: " + violation.get().message());
            return Optional.empty();
        }
        return Optional.of(game.play(action));
    }

    private Game undoMine(Game game) {
        Game g = game;
        while (g.plyCount() > 0) {
            Player mover = g.lastTransition().orElseThrow().before().toMove();
            g = g.undo();
            if (mover == Player.A) {
                return g;
            }
        }
        out.println("Nothing to undo.");
        return g;
    }

    private void listMoves(Position position, String from) {
        List<String> list = new ArrayList<>();
        for (Move m : rules.legalMoves(position)) {
            if (from.isEmpty() || m.from().toString().equals(from)) {
                list.add(m.toString());
            }
        }
        list.sort(null);
        out.println(list.isEmpty() ? "No legal move" + (from.isEmpty() ? "" : " from " + from) + "."
                : String.join(" ", list));
        long rotations = rules.countRotations(position);
        if (from.isEmpty() && rotations > 0) {
            out.println("and " + rotations + " rotations (R7), such as " + rules.legalRotations(position).findFirst()
                    .map(Object::toString).orElse(""));
        }
    }

    private static String describe(Transition t) {
        int gained = t.after().markerCount(t.before().toMove()) - t.before().markerCount(t.before().toMove());
        return gained == 0 ? "" : " (" + (gained > 0 ? "+" : "") + gained + (Math.abs(gained) == 1 ? " marker)" : " markers)");
    }
}
