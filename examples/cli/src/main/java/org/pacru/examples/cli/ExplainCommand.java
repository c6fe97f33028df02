package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.List;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Explanation;
import org.pacru.rules.Language;

/**
 * {@code pacru explain}: the rule-dispute tool. Says whether an action is legal and why, citing
 * rule IDs: the range and how it was counted, the fields passed over, what the move triggers
 * (border crossing and its candidate fields, connection, capture and its attackers, meeting and the
 * threshold count), which choices were open, and the resulting position and events. It prints the
 * library's {@link Explanation} ({@link PacruRules#explain}) as text with {@link ExplanationText};
 * it knows no rule itself.
 *
 * <pre>{@code
 * pacru explain "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2" e1-e3
 * }</pre>
 */
public final class ExplainCommand implements Command {

    /** Creates the command. */
    public ExplainCommand() {
    }

    @Override
    public String name() {
        return "explain";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryExplain(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpExplain(lang) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--ruleset"), Set.of());
        PacruRules rules = PacruRules.of(args.ruleset());
        List<String> pos = args.positional();
        if (pos.size() < 2) {
            throw new UsageException(lang -> Texts.usageExplainArguments(lang, pos.size()));
        }
        Position position;
        Action action;
        try {
            position = Inputs.position(String.join(" ", pos.subList(0, pos.size() - 1)), io.locale());
            action = Inputs.action(pos.get(pos.size() - 1), io.locale());
        } catch (Inputs.BadInputException e) {
            io.err().println("pacru explain: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        Explanation explanation = rules.explain(position, action);
        PrintWriter out = io.out();
        out.print(ExplanationText.render(explanation, io.locale()));
        if (!explanation.isLegal()) {
            io.err().println("pacru explain: " + Texts.explainIllegalShort(io.language(), explanation.violation().orElseThrow().message(io.locale())));
            return Main.BAD_INPUT;
        }
        return Main.OK;
    }
}
