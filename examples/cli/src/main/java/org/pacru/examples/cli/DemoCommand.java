package org.pacru.examples.cli;

import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.EventText;
import org.pacru.examples.text.BoardDiagram;
import org.pacru.examples.text.Texts;
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
import org.pacru.rules.Language;
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
    public String summary(Language lang) {
        return Texts.summaryDemo(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpDemo(lang, BotSpec.FORMS, BotSpec.MAX_ITERATIONS, BotSpec.MAX_MILLIS) + "\n";
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
        Language lang = io.language();
        out.println(bots == null ? Texts.demoTitleRandom(lang, players, rules.ruleset().name(), seed)
                : Texts.demoTitleBots(lang, names(args, players, lang), players, rules.ruleset().name(), seed));
        out.println();
        Game game = Game.start(rules, Position.initial(players));
        out.print(BoardDiagram.render(game.position(), lang));
        RandomBot player = RandomBot.of(rules.ruleset(), seed, SelfplayCommand.ROTATION_PROBABILITY);
        SplittableRandom random = new SplittableRandom(seed);
        while (!game.isOver()) {
            Position before = game.position();
            Action action = bots == null ? player.choose(before, random)
                    : bots[before.toMove().number() - 1].choose(before);
            game = game.play(action);
            Transition t = game.lastTransition().orElseThrow();
            out.println();
            out.println(Texts.demoPly(lang, game.plyCount(), before.toMove(), action));
            for (String sentence : EventText.describe(t, io.locale())) {
                out.println("  - " + sentence);
            }
            out.print(BoardDiagram.render(game.position(), lang));
        }
        Outcome outcome = game.outcome().orElseThrow();
        out.println();
        String rule = outcome.reason().citation();
        out.println(outcome.reason().name().equals("TARGET_REACHED")
                ? Texts.demoWinnerTarget(lang, outcome.winner(), game.plyCount(), rules.ruleset().target(players), rule, outcome)
                : Texts.demoWinnerLast(lang, outcome.winner(), game.plyCount(), rule, outcome));
        out.println(Texts.demoFinal(lang, Inputs.format(game.position())));
        return Main.OK;
    }

    private static final String[] SEATS = {"--a", "--b", "--c", "--d"};

    /** The computer player of each seat, or null if none is named (the random game). */
    private static Bot[] bots(Args args, int players, Rules rules, long seed) throws UsageException {
        boolean any = false;
        for (int i = 0; i < SEATS.length; i++) {
            if (args.value(SEATS[i]).isPresent()) {
                if (i >= players) {
                    String seat = SEATS[i];
                    throw new UsageException(lang -> Texts.usageSeatBeyond(lang, seat, players));
                }
                any = true;
            }
        }
        if (!any) {
            return null;
        }
        Bot[] bots = new Bot[players];
        for (int i = 0; i < players; i++) {
            bots[i] = BotSpec.parse(SEATS[i], args.value(SEATS[i]).orElse("random")).create(rules.ruleset(), seed + i);
        }
        return bots;
    }

    private static String names(Args args, int players, Language lang) {
        String names = null;
        for (int i = 0; i < players; i++) {
            String name = args.value(SEATS[i]).orElse("random") + " (" + (char) ('A' + i) + ")";
            names = names == null ? name : Texts.versus(lang, names, name);
        }
        return names;
    }
}
