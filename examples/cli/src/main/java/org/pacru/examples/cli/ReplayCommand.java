package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pacru.core.PacruRules;
import org.pacru.game.Game;
import org.pacru.notation.GameRecordException;
import org.pacru.notation.GameRecordReader;
import org.pacru.notation.NotationException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Language;

/**
 * {@code pacru replay}: reads a game record (NOTATION.md §4) from a file or standard input, replays
 * it and prints the final position and the result, or the first illegal action with its number
 * and rule ID.
 *
 * <pre>{@code
 * pacru replay club-night.pgn
 * }</pre>
 */
public final class ReplayCommand implements Command {

    /** Creates the command. */
    public ReplayCommand() {
    }

    @Override
    public String name() {
        return "replay";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryReplay(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpReplay(lang) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--ruleset"), Set.of());
        args.ruleset();
        args.expectPositional(0, 1);
        String text;
        String source;
        try {
            if (args.positional().isEmpty()) {
                source = "stdin";
                text = TextFile.decode(source, io.in(), io.language());
            } else {
                source = Text.quote(args.positional().get(0));
                text = TextFile.read(args.positional().get(0), io.language());
            }
        } catch (Inputs.BadInputException e) {
            io.err().println("pacru replay: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        Game game;
        try {
            // Replayed as it is read: memory grows with the game, not with the record's text.
            game = args.value("--ruleset").isPresent()
                    ? GameRecordReader.replay(text, PacruRules.of(args.ruleset()))
                    : GameRecordReader.replay(text, PacruRules::of);
        } catch (GameRecordException e) {
            io.out().println("illegal\t" + e.ply() + "\t" + e.rule() + "\t" + Text.brief(oneLine(e.message(io.locale()))));
            io.err().println("pacru replay: " + source + ": " + Text.brief(oneLine(e.message(io.locale()))));
            return Main.BAD_INPUT;
        } catch (NotationException e) {
            io.out().println("error\t" + Text.brief(oneLine(e.message(io.locale()))));
            io.err().println("pacru replay: " + source + ": " + Text.brief(oneLine(e.message(io.locale()))));
            return Main.BAD_INPUT;
        }
        Optional<Outcome> outcome = game.outcome();
        io.out().println(Inputs.format(game.position()));
        io.out().println(outcome.map(Outcome::toString).orElse("*"));
        io.err().println(Texts.replayReplayed(io.language(), game.plyCount(), game.rules().ruleset().name()));
        return Main.OK;
    }

    private static String oneLine(String message) {
        return message.replaceAll("\\s*\\R\\s*", " ");
    }
}
