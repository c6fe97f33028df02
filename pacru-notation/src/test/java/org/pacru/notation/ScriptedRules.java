package org.pacru.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Chevron;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.Explanation;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;
import org.pacru.rules.WinReason;

/**
 * A test double of {@link Rules} for the record reader's replay logic, which pacru-notation tests
 * cannot take from pacru-core: a move is legal when the mover's chevron stands on its start field
 * (R2.1) and its destination holds no own chevron; a rotation when the mover's chevron stands on
 * its field. A move to {@code i5} eliminates the next player in turn (standing in for R8.1). Only
 * the methods a replay calls are implemented.
 */
final class ScriptedRules implements Rules {
    static final Field TRAP = Field.I5;

    private final Ruleset ruleset;

    /** Scripted rules under the standard ruleset. */
    ScriptedRules() {
        this(Ruleset.STANDARD);
    }

    /** Scripted rules that name the given ruleset (their behaviour does not depend on it). */
    ScriptedRules(Ruleset ruleset) {
        this.ruleset = ruleset;
    }

    @Override
    public Ruleset ruleset() {
        return ruleset;
    }

    @Override
    public Optional<Violation> check(Position position, Action action) {
        if (outcome(position).isPresent()) {
            return Optional.of(new Violation(Violation.Reason.GAME_OVER, "R8.3: " + action + ": the game is over"));
        }
        Player mover = position.toMove();
        Field from = action instanceof Move move ? move.from() : ((Rotation) action).field();
        Optional<Chevron> c = position.chevronAt(from);
        if (c.isEmpty() || c.get().owner() != mover) {
            Violation.Reason r = action instanceof Move ? Violation.Reason.NOT_OWN_CHEVRON
                    : Violation.Reason.ROTATION_NOT_OWN_CHEVRON;
            return Optional.of(new Violation(r, r.rule() + ": " + action + ": " + from + " holds no chevron of "
                    + mover));
        }
        if (action instanceof Move m) {
            Optional<Chevron> at = position.chevronAt(m.to());
            if (at.isPresent() && at.get().owner() == mover) {
                return Optional.of(new Violation(Violation.Reason.DESTINATION_OCCUPIED,
                        "R3.3: " + action + ": " + m.to() + " holds an own chevron"));
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean isLegal(Position position, Action action) {
        return check(position, action).isEmpty();
    }

    @Override
    public Transition apply(Position position, Action action) {
        Optional<Violation> v = check(position, action);
        if (v.isPresent()) {
            throw new IllegalActionException(position, action, v.get());
        }
        Position.Builder b = position.toBuilder();
        List<Event> events = new ArrayList<>();
        Player mover = position.toMove();
        if (action instanceof Move m) {
            Chevron c = position.chevronAt(m.from()).orElseThrow();
            b.noChevron(m.from()).chevron(m.to(), c);
        } else {
            Rotation r = (Rotation) action;
            b.chevron(r.field(), position.chevronAt(r.field()).orElseThrow().rotate(r.steps()));
        }
        Position after = b.build();
        Player next = nextIn(after, mover);
        if (action instanceof Move move && move.to() == TRAP && next != mover) {
            Position.Builder e = after.toBuilder();
            for (Field f : after.chevronFields(next)) {
                e.noChevron(f);
            }
            events.add(new Event.Eliminated(next));
            after = e.build();
            next = nextIn(after, next);
        }
        after = after.toBuilder().toMove(next).build();
        Optional<Outcome> outcome = outcome(after);
        return new Transition(position, action, events, after, outcome);
    }

    private static Player nextIn(Position p, Player from) {
        Player q = from;
        for (int i = 0; i < p.playerCount(); i++) {
            q = q.next(p.playerCount());
            if (!p.isOut(q)) {
                return q;
            }
        }
        return from;
    }

    @Override
    public Optional<Outcome> outcome(Position position) {
        List<Player> in = position.playersIn();
        return in.size() == 1 ? Optional.of(new Outcome(in.get(0), WinReason.LAST_WITH_CHEVRONS)) : Optional.empty();
    }

    @Override
    public List<Move> baseMoves(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public List<Move> completions(Position position, Move base) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public List<Move> legalMoves(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Stream<Rotation> legalRotations(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public long countRotations(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Stream<Action> legalActions(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public long countLegalActions(Position position) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Rotation rotationAt(Position position, long index) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public long indexOf(Position position, Rotation rotation) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Rotation randomRotation(Position position, RandomGenerator random) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Explanation explain(Position position, Action action) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }

    @Override
    public Position next(Position position, Action action) {
        return apply(position, action).after();
    }

    @Override
    public long perft(Position position, int depth) {
        throw new UnsupportedOperationException("not needed to replay a record");
    }
}
