package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import org.pacru.action.Move;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Rules;
import org.pacru.rules.Language;

/**
 * {@code pacru legal}: for each position string on standard input, one line with its fully
 * specified legal moves (or the base moves, or the number of legal rotations). The output matches
 * the conformance vectors line for line.
 *
 * <pre>{@code
 * echo "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2" | pacru legal --base
 * }</pre>
 */
public final class LegalCommand implements Command {

    /** Creates the command. */
    public LegalCommand() {
    }

    @Override
    public String name() {
        return "legal";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryLegal(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpLegal(lang, Texts.helpLineRule(lang)) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--ruleset"), Set.of("--base", "--count-rotations"));
        args.expectPositional(0, 0);
        if (args.flag("--base") && args.flag("--count-rotations")) {
            throw new UsageException(Texts::usageBaseOrRotations);
        }
        Rules rules = PacruRules.of(args.ruleset());
        PrintWriter out = io.out();
        int status = Main.OK;
        Lines lines = io.lines();
        for (Lines.Line line = lines.next(); line != null; line = lines.next()) {
            long lineNumber = line.number();
            Position position;
            try {
                if (line.problem().isPresent()) {
                    throw new Inputs.BadInputException(line.problem().get());
                }
                position = Inputs.position(line.text(), io.locale());
            } catch (Inputs.BadInputException e) {
                out.println("error\tline " + lineNumber + ": " + e.getMessage());
                io.err().println("pacru legal: " + Texts.inputLine(io.language(), lineNumber, e.getMessage()));
                status = Main.BAD_INPUT;
                continue;
            }
            if (args.flag("--count-rotations")) {
                out.println(rules.countRotations(position));
            } else {
                List<Move> moves = args.flag("--base") ? rules.baseMoves(position) : rules.legalMoves(position);
                List<String> texts = new ArrayList<>(moves.size());
                for (Move m : moves) {
                    texts.add(m.toString());
                }
                texts.sort(Comparator.naturalOrder());
                out.println(String.join(" ", texts));
            }
        }
        return status;
    }
}
