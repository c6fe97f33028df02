package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
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
import org.pacru.rules.Language;

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
    public String summary(Language lang) {
        return Texts.summaryAnalyse(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpAnalyse(lang, BotSpec.MAX_ITERATIONS, BotSpec.MAX_MILLIS, Budgets.MAX_SEARCH_THREADS) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--budget", "--threads", "--seed", "--top", "--ruleset"), Set.of());
        PacruRules rules = PacruRules.of(args.ruleset());
        args.expectPositional(1, 3);
        BotSpec budget = BotSpec.parseBudget("--budget", args.value("--budget"));
        int threads = args.intValue("--threads", 1, 1, Budgets.MAX_SEARCH_THREADS);
        long seed = args.longValue("--seed", 1);
        int top = args.intValue("--top", 10, 1, Integer.MAX_VALUE);
        Position position;
        try {
            position = Inputs.position(String.join(" ", args.positional()), io.locale());
        } catch (Inputs.BadInputException e) {
            io.err().println("pacru analyse: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        if (rules.countLegalActions(position) == 0) {
            Language lang = io.language();
            io.err().println("pacru analyse: " + rules.outcome(position).map(o -> Texts.analyseNoActionOver(lang, o))
                    .orElseGet(() -> Texts.analyseNoActionStuck(lang)));
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
        Language lang = io.language();
        out.println(Texts.analyseSummary(lang, position.toMove(), String.format(Locale.ROOT, "%,d", r.iterations()),
                String.format(Locale.ROOT, "%,d", r.playouts()), String.format(Locale.ROOT, "%.2f", r.elapsed().toNanos() / 1e9),
                String.format(Locale.ROOT, "%,.0f", r.playoutsPerSecond()), threads, seed));
        out.println(String.format(Locale.ROOT, "%-4s %-28s %8s %6s  %s", Texts.analyseRank(lang), Texts.analyseAction(lang),
                Texts.analyseVisits(lang), Texts.analyseValue(lang), Texts.analyseVariation(lang)));
        List<ActionStatistics> stats = r.actions();
        for (int i = 0; i < Math.min(top, stats.size()); i++) {
            ActionStatistics s = stats.get(i);
            String line = s.principalVariation().stream().map(Action::toString).collect(Collectors.joining(" "));
            out.println(String.format(Locale.ROOT, "%-4d %-28s %8d %6.3f  %s", i + 1, s.action(), s.visits(), s.meanValue(), line));
        }
        if (stats.size() > top) {
            out.println(Texts.analyseMore(lang, stats.size() - top));
        }
        out.println("best\t" + r.action());
        return Main.OK;
    }
}
