package org.pacru.examples.cli;

import org.pacru.examples.text.BotSpec;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.core.bot.ActionStatistics;
import org.pacru.core.bot.MctsBot;
import org.pacru.core.bot.SearchResult;

/**
 * {@code pacru analyse}: Monte Carlo tree search of one position; prints the best actions with
 * their visits, mean value for the side to move and principal variation, best first. The last line
 * is {@code best\t<action>}.
 *
 * <pre>{@code
 * pacru analyse "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2" --budget 20000 --threads 2
 * }</pre>
 */
public final class AnalyseCommand implements Command {

    /** Creates the command. */
    public AnalyseCommand() {
    }

    @Override
    public String name() {
        return "analyse";
    }

    @Override
    public String summary() {
        return "search a position: best actions, values, principal variation";
    }

    @Override
    public String help() {
        return "Usage: pacru analyse <position> [--budget ITERATIONS|MILLISECONDSms] [--threads T] [--seed S]\n                     [--top K] [--ruleset NAME]\n\nSearches the position with Monte Carlo tree search (UCT, random playouts) and prints the\nbest actions, best first: visits, mean value for the side to move (1 = always won the\nplayouts) and the principal variation (the expected line). Rotations (R7) are sampled,\nnot enumerated. The same seed and iteration budget give the same analysis. The last\nline is machine-readable: best<TAB><action>.\n\nOptions:\n  --budget B      iterations (default " + MctsBot.DEFAULT_ITERATIONS + """
                ) or a time such as 500ms
                  --threads T     search threads, one tree each (default 1)
                  --seed S        the random seed (default 1)
                  --top K         how many actions to list (default 10)
                  --ruleset NAME  standard (default) or abstractplay
                """;
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--budget", "--threads", "--seed", "--top", "--ruleset"), Set.of());
        PacruRules rules = PacruRules.of(args.ruleset());
        args.expectPositional(1, 3);
        BotSpec budget = BotSpec.parse("mcts" + args.value("--budget").map(b -> ":" + b).orElse(""));
        int threads = args.intValue("--threads", 1, 1, 256);
        long seed = args.longValue("--seed", 1);
        int top = args.intValue("--top", 10, 1, Integer.MAX_VALUE);
        Position position;
        try {
            position = Inputs.position(String.join(" ", args.positional()));
        } catch (Inputs.BadInputException e) {
            io.err().println("pacru analyse: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        if (rules.countLegalActions(position) == 0) {
            io.err().println("pacru analyse: no legal action: " + rules.outcome(position)
                    .map(o -> "the game is over, " + o + " (R8.3)").orElse("the side to move is stuck (R2.2)"));
            return Main.BAD_INPUT;
        }
        MctsBot.Builder builder = MctsBot.builder(rules.ruleset()).seed(seed).threads(threads);
        if (budget.iterations() > 0) {
            builder.iterations(budget.iterations());
        } else {
            builder.time(budget.time());
        }
        SearchResult r = builder.build().search(position);
        PrintWriter out = io.out();
        out.println(String.format(Locale.ROOT, "%s to move; %,d iterations, %,d playouts in %.2f s (%,.0f playouts/s), %d thread%s, seed %d",
                position.toMove(), r.iterations(), r.playouts(), r.elapsed().toNanos() / 1e9, r.playoutsPerSecond(),
                threads, threads == 1 ? "" : "s", seed));
        out.println(String.format(Locale.ROOT, "%-4s %-28s %8s %6s  %s", "rank", "action", "visits", "value", "principal variation"));
        List<ActionStatistics> stats = r.actions();
        for (int i = 0; i < Math.min(top, stats.size()); i++) {
            ActionStatistics s = stats.get(i);
            String line = s.principalVariation().stream().map(Action::toString).collect(Collectors.joining(" "));
            out.println(String.format(Locale.ROOT, "%-4d %-28s %8d %6.3f  %s", i + 1, s.action(), s.visits(), s.meanValue(), line));
        }
        if (stats.size() > top) {
            out.println("(" + (stats.size() - top) + " more actions searched)");
        }
        out.println("best\t" + r.action());
        return Main.OK;
    }
}
