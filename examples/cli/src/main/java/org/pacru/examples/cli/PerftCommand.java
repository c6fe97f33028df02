package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Language;

/**
 * {@code pacru perft}: counts the leaf nodes of the legal-action tree to a depth (moves and
 * rotations), with the speed in nodes per second on standard error; {@code --divide} splits the
 * count by first action.
 *
 * <pre>{@code
 * pacru perft 3 --players 2
 * }</pre>
 */
public final class PerftCommand implements Command {

    /** Creates the command. */
    public PerftCommand() {
    }

    @Override
    public String name() {
        return "perft";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryPerft(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpPerft(lang) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--players", "--position", "--ruleset"), Set.of("--divide"));
        PacruRules rules = PacruRules.of(args.ruleset());
        if (args.positional().isEmpty()) {
            throw new UsageException(Texts::usageMissingDepth);
        }
        args.expectPositional(1, 1);
        int depth = Args.parseInt("depth", args.positional().get(0), 0, 64);
        if (args.value("--players").isPresent() && args.value("--position").isPresent()) {
            throw new UsageException(Texts::usagePlayersOrPosition);
        }
        Position position;
        if (args.value("--position").isPresent()) {
            try {
                position = Inputs.position(args.value("--position").get(), io.locale());
            } catch (Inputs.BadInputException e) {
                io.err().println("pacru perft: " + e.getMessage());
                return Main.BAD_INPUT;
            }
        } else {
            position = Position.initial(args.intValue("--players", 2, 2, 4));
        }
        PrintWriter out = io.out();
        long start = System.nanoTime();
        long total;
        if (args.flag("--divide") && depth > 0) {
            List<String> lines = new ArrayList<>();
            total = 0;
            for (Action a : (Iterable<Action>) rules.legalActions(position)::iterator) {
                long n = rules.perft(rules.apply(position, a).after(), depth - 1);
                total += n;
                lines.add(a + " " + n);
            }
            lines.sort(null);
            for (String l : lines) {
                out.println(l);
            }
            out.println();
            out.println("total " + total);
        } else {
            total = rules.perft(position, depth);
            out.println(total);
        }
        out.flush();
        double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
        io.err().println(Texts.perftSpeed(io.language(), depth, total, String.format(Locale.ROOT, "%.3f", seconds),
                String.format(Locale.ROOT, "%.0f", total / seconds), rules.ruleset().name()));
        return Main.OK;
    }
}
