package org.pacru.examples.cli;

import org.pacru.examples.text.Texts;
import org.pacru.examples.text.Text;
import org.pacru.examples.text.SvgDiagram;
import org.pacru.examples.text.BoardDiagram;
import org.pacru.examples.text.UsageException;

import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pacru.board.Position;
import org.pacru.rules.Language;

/**
 * {@code pacru show}: prints the diagram of a position, and with {@code --svg} writes a picture.
 *
 * <pre>{@code
 * pacru show "4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2" --svg start.svg
 * }</pre>
 */
public final class ShowCommand implements Command {

    /** Creates the command. */
    public ShowCommand() {
    }

    @Override
    public String name() {
        return "show";
    }

    @Override
    public String summary(Language lang) {
        return Texts.summaryShow(lang);
    }

    @Override
    public String help(Language lang) {
        return Texts.helpShow(lang) + "\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--svg", "--players"), Set.of());
        Position position;
        if (args.positional().isEmpty()) {
            position = Position.initial(args.intValue("--players", 2, 2, 4));
        } else {
            if (args.value("--players").isPresent()) {
                throw new UsageException(Texts::usagePositionOrPlayers);
            }
            try {
                position = Inputs.position(String.join(" ", args.positional()), io.locale());
            } catch (Inputs.BadInputException e) {
                io.err().println("pacru show: " + e.getMessage());
                return Main.BAD_INPUT;
            }
        }
        io.out().print(BoardDiagram.render(position, io.language()));
        io.out().println(Inputs.format(position));
        Optional<String> svg = args.value("--svg");
        if (svg.isPresent()) {
            try {
                TextFile.write(svg.get(), SvgDiagram.render(position, io.language()), io.language());
            } catch (Inputs.BadInputException e) {
                io.err().println("pacru show: --svg: " + e.getMessage());
                return Main.BAD_INPUT;
            }
            io.err().println(Texts.showWrote(io.language(), Text.escape(svg.get())));
        }
        return Main.OK;
    }
}
