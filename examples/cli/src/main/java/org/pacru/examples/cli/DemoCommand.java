package org.pacru.examples.cli;

import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.EventText;
import org.pacru.examples.text.BoardDiagram;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.RandomBot;
import org.pacru.core.bot.Bot;
import org.pacru.game.Game;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * {@code pacru demo}: plays one whole random game and prints, after every action, the action in
 * notation, its effects in words and the board diagram; ends with the winner and the reason.
 *
 * <pre>{@code
 * pacru demo --players 3 --seed 7
 * pacru demo --a mcts:2000 --b greedy
 * }</pre>
 */
public final class DemoCommand implements Command {

    /** Creates the command. */
    public DemoCommand() {
    }

    @Override
    public String name() {
        return "demo";
    }

    @Override
    public String summary() {
        return "play one whole random game, showing every action and the board";
    }

    @Override
    public String help() {
        return "Usage: pacru demo [--players N] [--seed S] [--ruleset NAME] [--a SPEC --b SPEC ...]\n\nPlays one whole random game (the selfplay policy) and prints, after every action, the\naction in notation, its effects in words with rule IDs, and the board diagram; ends\nwith the winner and the reason. The same seed gives the same game.\nWith --a/--b/--c/--d, computer players play seats A/B/C/D instead (as in pacru match;\na seat not named plays random).\n\nOptions:\n  --a, --b, --c, --d SPEC  " + BotSpec.FORMS + """

                  --players N     2, 3 or 4 (default 2)
                  --seed S        the random seed (default 1)
                  --ruleset NAME  standard (default) or abstractplay
                """;
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--players", "--seed", "--ruleset", "--a", "--b", "--c", "--d"), Set.of());
        args.ruleset();
        args.expectPositional(0, 0);
        int players = args.intValue("--players", 2, 2, 4);
        long seed = args.longValue("--seed", 1);
        Rules rules = PacruRules.of(args.ruleset());
        Bot[] bots = bots(args, players, rules, seed);
        PrintWriter out = io.out();
        out.println("Pacru: a " + (bots == null ? "random game" : "game between " + names(args, players)) + " for "
                + players + " players (ruleset " + rules.ruleset().name() + ", seed " + seed + ")");
        out.println();
        Game game = Game.start(rules, Position.initial(players));
        out.print(BoardDiagram.render(game.position()));
        RandomBot player = RandomBot.of(rules.ruleset(), seed, SelfplayCommand.ROTATION_PROBABILITY);
        SplittableRandom random = new SplittableRandom(seed);
        while (!game.isOver()) {
            Position before = game.position();
            Action action = bots == null ? player.choose(before, random)
                    : bots[before.toMove().number() - 1].choose(before);
            game = game.play(action);
            Transition t = game.lastTransition().orElseThrow();
            out.println();
            out.println("Ply " + game.plyCount() + ": " + before.toMove() + " plays " + action);
            for (String sentence : EventText.describe(t, io.locale())) {
                out.println("  - " + sentence);
            }
            out.print(BoardDiagram.render(game.position()));
        }
        Outcome outcome = game.outcome().orElseThrow();
        out.println();
        out.println("Winner: " + outcome.winner() + " after " + game.plyCount() + " actions, "
                + (outcome.reason().name().equals("TARGET_REACHED")
                ? "by reaching the target of " + rules.ruleset().target(players) + " markers"
                : "as the last player with chevrons")
                + " (" + outcome.reason().citation() + ")"
                + " [" + outcome + "]");
        out.println("Final position: " + Inputs.format(game.position()));
        return Main.OK;
    }

    private static final String[] SEATS = {"--a", "--b", "--c", "--d"};

    /** The computer player of each seat, or null if none is named (the random game). */
    private static Bot[] bots(Args args, int players, Rules rules, long seed) throws UsageException {
        boolean any = false;
        for (int i = 0; i < SEATS.length; i++) {
            if (args.value(SEATS[i]).isPresent()) {
                if (i >= players) {
                    throw new UsageException(SEATS[i] + " names a seat beyond the " + players + " players");
                }
                any = true;
            }
        }
        if (!any) {
            return null;
        }
        Bot[] bots = new Bot[players];
        for (int i = 0; i < players; i++) {
            bots[i] = BotSpec.parse(args.value(SEATS[i]).orElse("random")).create(rules.ruleset(), seed + i);
        }
        return bots;
    }

    private static String names(Args args, int players) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < players; i++) {
            sb.append(i == 0 ? "" : " vs ").append(args.value(SEATS[i]).orElse("random"))
                    .append(" (").append((char) ('A' + i)).append(')');
        }
        return sb.toString();
    }
}
