package org.pacru.core.engine;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.random.RandomGenerator;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * The engine's operations with API types ({@code Move}, {@code Rotation}, {@code Transition}):
 * lists in canonical order, checking with the rule an illegal action breaks ({@link Explainer},
 * which reads the generator's output), applying with events. Behind {@link Engine}'s public
 * methods of the same names.
 */
final class CheckedRules {
    private CheckedRules() {
    }

    static List<Move> baseMoveList(Engine engine, Position position) {
        IntList codes = Engine.scratch().codes;
        codes.clear();
        engine.baseMoves(position, codes);
        return toMoves(codes);
    }

    static List<Move> completionList(Engine engine, Position position, Move base) {
        Objects.requireNonNull(base, "base");
        Board b = Engine.scratch(position);
        Explainer x = new Explainer(engine, b);
        if (x.checkBase(base.base()) != null) {
            return List.of();
        }
        Engine.Scratch s = Engine.scratch();
        IntList codes = s.codes;
        codes.clear();
        s.completions.expand(b, engine.options, b.toMove,
                MoveCode.base(base.from().index(), base.to().index(), base.capture()), codes);
        return toMoves(codes);
    }

    static List<Move> legalMoveList(Engine engine, Position position) {
        IntList codes = Engine.scratch().codes;
        codes.clear();
        engine.legalMoves(position, codes);
        return toMoves(codes);
    }

    private static List<Move> toMoves(IntList codes) {
        Move[] moves = new Move[codes.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = MoveCode.toMove(codes.get(i));
        }
        return List.of(moves);
    }

    /** The API rotation at the cursor's current position. */
    static Rotation toRotation(Rotations rot) {
        int[] fs = rot.relinquished();
        Field[] fields = new Field[fs.length];
        for (int i = 0; i < fs.length; i++) {
            fields[i] = Field.ofIndex(fs[i]);
        }
        return Rotation.of(Field.ofIndex(rot.field()), rot.turn(), fields);
    }

    static Stream<Rotation> legalRotations(Engine engine, Position position) {
        Board b = new Board(Objects.requireNonNull(position, "position"));
        if (engine.countRotations(b) == 0) {
            return Stream.empty();
        }
        Rotations rot = new Rotations().reset(b, b.toMove);
        Iterator<Rotation> it = new Iterator<>() {
            private boolean ready = rot.advance();

            @Override
            public boolean hasNext() {
                return ready;
            }

            @Override
            public Rotation next() {
                if (!ready) {
                    throw new NoSuchElementException("no more rotations");
                }
                Rotation r = toRotation(rot);
                ready = rot.advance();
                return r;
            }
        };
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(it,
                Spliterator.ORDERED | Spliterator.NONNULL | Spliterator.DISTINCT | Spliterator.IMMUTABLE), false);
    }

    static Rotation rotationAt(Engine engine, Position position, long index) {
        Board b = Engine.scratch(position);
        long total = engine.countRotations(b);
        if (index < 0 || index >= total) {
            throw new IndexOutOfBoundsException("R7: there is no rotation " + index + " of " + total);
        }
        Rotations rot = Engine.scratch().rotations.reset(b, b.toMove);
        rot.seek(index);
        return toRotation(rot);
    }

    static long indexOf(Engine engine, Position position, Rotation rotation) {
        Objects.requireNonNull(rotation, "rotation");
        Board b = Engine.scratch(position);
        Explainer x = new Explainer(engine, b);
        Violation v = x.checkRotation(rotation);
        if (v != null) {
            throw new IllegalActionException(position, rotation, v);
        }
        return Engine.scratch().rotations.reset(b, b.toMove)
                .indexOf(rotation.field().index(), rotation.turning(), x.relLo, x.relHi);
    }

    static Rotation randomRotation(Engine engine, Position position, RandomGenerator random) {
        Objects.requireNonNull(random, "random");
        Board b = Engine.scratch(position);
        if (engine.countRotations(b) == 0) {
            throw new IllegalStateException("no legal rotation: the game is over (R8.3), the side to move is stuck"
                    + " (R2.2) or has fewer than 2 markers on unoccupied fields (R7.2)");
        }
        Rotations rot = Engine.scratch().rotations.reset(b, b.toMove);
        rot.draw(random);
        return toRotation(rot);
    }

    static Optional<Violation> check(Engine engine, Position position, Action action) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Explainer x = new Explainer(engine, Engine.scratch(position));
        return Optional.ofNullable(action instanceof Move ? x.checkMove((Move) action) : x.checkRotation((Rotation) action));
    }

    static Transition apply(Engine engine, Position position, Action action) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Board b = Engine.scratch(position);
        Explainer x = new Explainer(engine, b);
        int p = b.toMove;
        List<Event> events = new ArrayList<>();
        if (action instanceof Move) {
            Violation v = x.checkMove((Move) action);
            if (v != null) {
                throw new IllegalActionException(position, action, v);
            }
            Effects.applyMove(b, engine.options, p, x.code, events);
        } else {
            Rotation r = (Rotation) action;
            Violation v = x.checkRotation(r);
            if (v != null) {
                throw new IllegalActionException(position, action, v);
            }
            Effects.applyRotation(b, p, r.field().index(), r.steps(), x.relLo, x.relHi, events);
        }
        Turns.passTurn(b, engine.options, p, events);
        int oc = engine.outcome(b);
        return new Transition(position, action, events, b.toPosition(),
                oc == Turns.NO_OUTCOME ? Optional.empty() : Optional.of(Turns.toOutcome(oc)));
    }
}
