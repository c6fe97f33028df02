package org.pacru.examples.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.MoveFacts;
import org.pacru.core.PacruRules;
import org.pacru.game.ActionBuilder;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * {@code pacru explain}: the rule-dispute tool. Says whether an action is legal and why, citing
 * rule IDs: the range and how it was counted, the fields passed over, what the move triggers
 * (border crossing and its candidate fields, connection, capture and its attackers, meeting and the
 * threshold count), which choices were open, and the resulting position and events. The facts come
 * from the engine ({@link MoveFacts}, {@link Rules#check}, {@link Rules#apply}).
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
    public String summary() {
        return "say whether an action is legal and why, citing rule IDs";
    }

    @Override
    public String help() {
        return "Usage: pacru explain <position> <action> [--ruleset NAME]\n\n"
                + "The rule-dispute tool: says whether the action is legal in the position and why,\n"
                + "citing rule IDs (RULES.md): the chevron's range and how it was counted (R3.2), the\n"
                + "fields passed over (R3.4), what the move triggers (border crossing R4.1/R4.4 with its\n"
                + "candidate fields, connection R4.2/R4.5, capture R5.1/R5.2 with its attackers, meeting\n"
                + "R6.1 with the threshold count), which choices were open (R4.3, R9.2), and the resulting\n"
                + "position and events. Quote the position string (it contains spaces).\n"
                + "Exit status 0 if the action is legal, 1 if it is illegal or malformed.\n\n"
                + "Options:\n"
                + "  --ruleset NAME  standard (default) or abstractplay\n";
    }

    @Override
    public int run(List<String> arguments, Io io) throws UsageException, IOException {
        Args args = Args.parse(arguments, Set.of("--ruleset"), Set.of());
        Rules rules = PacruRules.of(args.ruleset());
        List<String> pos = args.positional();
        if (pos.size() < 2) {
            throw new UsageException("expected a position and an action, got " + pos.size() + " argument(s)");
        }
        Position position;
        Action action;
        try {
            position = Inputs.position(String.join(" ", pos.subList(0, pos.size() - 1)));
            action = Inputs.action(pos.get(pos.size() - 1));
        } catch (Inputs.BadInputException e) {
            io.err().println("pacru explain: " + e.getMessage());
            return Main.BAD_INPUT;
        }
        PrintWriter out = io.out();
        Optional<Violation> violation = rules.check(position, action);
        out.println("Position: " + Inputs.format(position) + " (ruleset " + rules.ruleset().name() + ")");
        out.print(BoardDiagram.render(position));
        out.println();
        out.println("Action: " + action + " by " + position.toMove());
        out.println(violation.isEmpty() ? "Verdict: LEGAL"
                : "Verdict: ILLEGAL, rule " + violation.get().rule() + " (" + violation.get().reason() + "): "
                + violation.get().message());
        out.println();
        if (action instanceof Move) {
            explainMove(rules, position, (Move) action, out);
        } else {
            explainRotation(rules, position, (Rotation) action, out);
        }
        if (violation.isPresent()) {
            io.err().println("pacru explain: illegal: " + violation.get().message());
            return Main.BAD_INPUT;
        }
        Transition t = rules.apply(position, action);
        out.println();
        out.println("What happens:");
        for (String s : EventText.describe(t)) {
            out.println("  - " + s);
        }
        out.println();
        out.println("Resulting position: " + Inputs.format(t.after()) + "   "
                + t.outcome().map(o -> "game over: " + o).orElse("the game goes on"));
        out.print(BoardDiagram.render(t.after()));
        return Main.OK;
    }

    private static void explainMove(Rules rules, Position position, Move move, PrintWriter out) {
        Player mover = position.toMove();
        Optional<MoveFacts> maybe = MoveFacts.of(rules.ruleset(), position, move);
        if (maybe.isEmpty()) {
            if (position.chevronAt(move.from()).filter(c -> c.owner() == mover).isEmpty()) {
                out.println("R2.1  " + move.from() + " holds no chevron of " + mover + ", the player to move.");
            } else {
                out.println("R3.1  " + move.to() + " is not on a straight line (file, rank or diagonal) from "
                        + move.from() + ".");
            }
            return;
        }
        MoveFacts f = maybe.get();
        out.println("Movement (R3):");
        Direction facing = f.chevron().facing();
        out.println("  R3.1  the chevron on " + move.from() + " faces " + facing + "; it may move " + facing.rotate(-1)
                + ", " + facing + " or " + facing.rotate(1) + ". This move goes " + f.direction() + ": "
                + (f.directionAllowed() ? "allowed." : "NOT allowed."));
        out.println("  R3.2  range " + f.range() + ": " + mover + " has " + f.rangeMarkers().size()
                + " marker(s) in the start borderland " + f.startBorderland()
                + (f.rangeMarkers().isEmpty() ? "" : " (" + join(f.rangeMarkers()) + ")")
                + (f.rangeMarkers().isEmpty() ? ", and the range is at least 1" : "")
                + ". The move goes " + f.distance() + " field(s): " + (f.distance() <= f.range() ? "within range."
                : "OUT OF RANGE."));
        out.println("  R3.4  fields passed over: " + (f.passedOver().isEmpty() ? "none" : join(f.passedOver()))
                + (f.chevronsPassedOver().isEmpty() ? "; no chevron in the way."
                : "; chevrons on " + join(f.chevronsPassedOver()) + ": "
                + (f.jumpAllowed() ? "a jump, allowed because " + move.from() + " and " + move.to() + " both carry "
                + mover + "'s marker." : "NOT allowed: a jump needs " + mover + "'s marker on both "
                + move.from() + " and " + move.to() + ".")));
        if (f.target().isPresent()) {
            out.println("  R5    " + move.to() + " holds " + f.target().get().owner() + "'s chevron: only a capture may "
                    + "end there (R5.5).");
            out.println("  R5.1  " + mover + "'s chevrons attacking " + move.to() + ": "
                    + (f.attackers().isEmpty() ? "none" : join(f.attackers())) + " (" + f.attackers().size()
                    + "); R5.2 needs at least 2: " + (f.attackers().size() >= 2 ? "capture allowed"
                    + (f.attackers().contains(move.from()) ? "." : ", but " + move.from() + " is not one of them.")
                    : "NO capture."));
        } else {
            out.println("  R3.3  destination " + move.to() + ": " + (f.plainDestinationOk()
                    ? "unoccupied and " + (position.markerAt(move.to()).isPresent() ? mover + "'s" : "neutral") + "."
                    : position.isOccupied(move.to()) ? "occupied by " + mover + "'s own chevron."
                    : "NOT allowed: an opposing field."));
        }
        out.println();
        out.println("Marking (R4):");
        switch (f.crossingCase()) {
            case NO_CROSSING:
                out.println("  R4.1  no border crossing: " + move.from() + " and " + move.to() + " are both in borderland "
                        + f.destinationBorderland() + ".");
                break;
            case CLAIM_NEUTRAL:
                out.println("  R4.1  border crossing from " + f.startBorderland() + " into " + f.destinationBorderland()
                        + ".");
                out.println("  R4.4a " + f.destinationBorderland() + " has neutral fields: mark one that holds no chevron: "
                        + join(f.crossingFields()) + " (" + f.crossingFields().size() + ").");
                break;
            case CONVERT_OPPOSING:
                out.println("  R4.1  border crossing from " + f.startBorderland() + " into " + f.destinationBorderland()
                        + ".");
                out.println("  R4.4b " + f.destinationBorderland() + " has no neutral field: convert an opposing marker on "
                        + "an unoccupied field: " + join(f.crossingFields()) + " (" + f.crossingFields().size() + ").");
                break;
            case NOTHING_GAINED:
                out.println("  R4.1  border crossing from " + f.startBorderland() + " into " + f.destinationBorderland()
                        + ", but R4.4 finds no field to mark or convert: nothing is gained.");
                break;
            default:
                throw new IllegalStateException("unknown crossing case " + f.crossingCase());
        }
        out.println("  R4.2  " + (f.connection() ? "a connection: " + move.from() + " and " + move.to() + " both carry "
                + mover + "'s marker and nothing stands between; R4.5 fills " + join(f.connectionFields()) + "."
                : "no connection."));
        List<String> r4 = new ArrayList<>();
        for (MoveFacts.Option o : f.options()) {
            o.choice().ifPresent(c -> r4.add(c.toString()));
        }
        out.println("  R4.3  R4 choices open: " + (r4.isEmpty() ? "none (nothing to name)" : String.join(" ", r4)
                + (r4.size() == 1 ? " (mandatory)" : " (name exactly one, first in brackets)")) + ".");
        out.println();
        out.println("Meeting (R6):");
        if (f.meetingPartner().isEmpty()) {
            out.println("  R6.1  no meeting: the field ahead of " + move.to() + " (facing " + f.direction()
                    + ") holds no chevron of " + mover + " facing back.");
        } else {
            out.println("  R6.1  " + mover + "'s chevron on " + f.meetingPartner().get() + " will stand nose to nose with "
                    + "the moved chevron (b, c); threshold (d): another player needs at least " + f.meetingThreshold()
                    + " markers.");
            for (MoveFacts.Option o : f.options()) {
                String which = o.choice().map(c -> "with R4 choice " + c).orElse("the move");
                out.println("        " + which + ": most markers of another player " + o.thresholdCount() + " (R6.3) -> "
                        + (o.meeting() ? "MEETING; R6.2 bonus fields (" + o.bonusFields().size() + "): "
                        + (o.bonusFields().isEmpty() ? "none, nothing gained" : joinCapped(o.bonusFields(), 16))
                        : "no meeting (a marker condition (a)/(b) or the threshold (d) fails)") + ".");
            }
        }
        out.println();
        out.println("Fully specified moves of this base move (R9.2):");
        List<Move> completions = rules.baseMoves(position).contains(move.base())
                ? rules.completions(position, move.base()) : List.of();
        out.println("  " + (completions.isEmpty() ? "none: the base move is not legal"
                : summarize(completions, 24) + " (" + completions.size() + ")"));
    }

    private static void explainRotation(Rules rules, Position position, Rotation r, PrintWriter out) {
        Player mover = position.toMove();
        out.println("Rotation (R7):");
        out.println("  R7.1  turn the chevron on " + r.field() + " by " + Math.abs(r.steps()) * 45 + "° "
                + (r.steps() > 0 ? "clockwise" : "anticlockwise") + ": costs " + r.cost() + " of " + mover
                + "'s markers on unoccupied fields; names " + r.relinquished().size() + ": "
                + (r.relinquished().isEmpty() ? "none" : join(r.relinquished())) + ".");
        ActionBuilder b = ActionBuilder.of(rules, position, PartialAction.of(r).prefix(1));
        boolean turnOpen = b.nextSteps().contains(new Step.Turn(r.turning()));
        if (turnOpen) {
            List<Field> open = new ArrayList<>();
            for (Step s : b.then(new Step.Turn(r.turning())).nextSteps()) {
                open.add(((Step.Relinquish) s).marker());
            }
            out.println("  R7.1  fields " + mover + " may relinquish (own markers on unoccupied fields): "
                    + join(open) + " (" + open.size() + ").");
        } else {
            out.println("  R7.2  this turn is not open: " + mover + " needs a chevron on " + r.field()
                    + ", at least one legal move (R2.2), and " + r.cost() + " own markers on unoccupied fields.");
        }
        out.println("  R7.4  a rotation triggers no marking, capture or meeting.");
    }

    private static String join(List<Field> fields) {
        List<String> s = new ArrayList<>();
        for (Field f : fields) {
            s.add(f.toString());
        }
        return String.join(", ", s);
    }

    private static String joinCapped(List<Field> fields, int max) {
        return fields.size() <= max ? join(fields) : join(fields.subList(0, max)) + ", …";
    }

    private static String summarize(List<Move> moves, int max) {
        List<String> s = new ArrayList<>();
        for (int i = 0; i < moves.size() && i < max; i++) {
            s.add(moves.get(i).toString());
        }
        return String.join(" ", s) + (moves.size() > max ? " …" : "");
    }
}
