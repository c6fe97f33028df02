package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Violation;
import org.pacru.rules.Language;

/**
 * {@code pacru play}: for each line {@code position TAB action [TAB action …]} on standard input,
 * plays the actions and prints the position after them (with the automatic eliminations and turn
 * passing of R8.5) and the result, or the first illegal action. The output matches the
 * conformance vectors line for line.
 *
 * <pre>{@code
 * printf '4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2\te1-e2\n' | pacru play
 * }</pre>
 */
public final class PlayCommand implements Command {

    /** Creates the command. */
    public PlayCommand() {
    }

    @Override
    public String name() {
        return "play";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryPlay(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpPlay(lang, Texts.helpLineRule(lang)) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--ruleset"), Set.of());
        args.expectPositional(0, 0);
        Rules rules = PacruRules.of(args.ruleset());
        PrintWriter out = io.out();
        int status = Main.OK;
        Lines lines = io.lines();
        for (Lines.Line line = lines.next(); line != null; line = lines.next()) {
            String result = line.problem().isPresent() ? "error\t" + line.problem().get() : playLine(rules, line.text(), io.locale());
            if (result.startsWith("illegal\t") || result.startsWith("error\t")) {
                io.err().println("pacru play: " + Texts.inputLine(io.language(), line.number(), result.replace('\t', ' ')));
                status = Main.BAD_INPUT;
            }
            out.println(result);
        }
        return status;
    }

    /**
     * The output line for one input line, the violation's words in the language of a locale.
     *
     * @param rules the rules
     * @param line {@code position TAB action …}
     * @param locale the reader's locale
     * @return the output line, without a newline
     */
    static String playLine(Rules rules, String line, Locale locale) {
        String[] fields = line.split("\t", -1);
        Position position;
        try {
            position = Inputs.position(fields[0], locale);
        } catch (Inputs.BadInputException e) {
            return "error\t" + e.getMessage();
        }
        int index = 0;
        for (int i = 1; i < fields.length; i++) {
            if (fields[i].isBlank()) {
                continue;
            }
            index++;
            Action action;
            try {
                action = Inputs.action(fields[i], locale);
            } catch (Inputs.BadInputException e) {
                return "illegal\t" + index + "\tNOTATION\t" + e.getMessage();
            }
            Optional<Violation> violation = rules.check(position, action);
            if (violation.isPresent()) {
                return "illegal	" + index + "	" + violation.get().rule().id() + "	" + Text.brief(violation.get().message(locale));
            }
            position = rules.apply(position, action).after();
        }
        Optional<Outcome> outcome = rules.outcome(position);
        return Inputs.format(position) + "\t" + (outcome.isPresent() ? outcome.get().toString() : "*");
    }
}
