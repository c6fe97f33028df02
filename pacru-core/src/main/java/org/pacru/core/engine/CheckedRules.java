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
import org.pacru.action.Choice;
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
        List<Event> events = new ArrayList<>();
        Board b = applied(engine, position, action, events);
        int oc = engine.outcome(b);
        return new Transition(position, action, events, b.toPosition(),
                oc == Turns.NO_OUTCOME ? Optional.empty() : Optional.of(Turns.toOutcome(oc)));
    }

    /**
     * The checked apply without events: only the next position (the fast, safe path). A
     * move is legal if and only if the generator's own output, the one source of truth, holds it:
     * its base among the base moves (R3, R5; a generated move also proves R2.2 and the owner), the
     * move among that base's completions (R4, R6, R9.2). A move it does not hold is refused with
     * the rule {@link Explainer} names; rotations take the checked path of {@link #apply}.
     */
    static Position next(Engine engine, Position position, Action action) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        if (!(action instanceof Move)) {
            return applied(engine, position, action, null).toPosition();
        }
        Move move = (Move) action;
        Engine.Scratch s = Engine.scratch();
        Board b = s.board.load(position);
        int code = generatedCode(engine, s, b, move);
        if (code < 0) {
            throw refused(engine, position, move);
        }
        int p = b.toMove;
        Effects.applyMove(b, engine.options, p, code, null);
        Turns.passTurn(b, engine.options, p, null);
        return b.toPosition();
    }

    /** The refusal of a move the generator does not hold, with the rule it breaks. */
    private static IllegalActionException refused(Engine engine, Position position, Move move) {
        Violation v = new Explainer(engine, Engine.scratch(position)).checkMove(move);
        if (v == null) {
            throw new IllegalStateException("engine inconsistency: the generator does not hold " + move
                    + ", which the rule checks accept");
        }
        return new IllegalActionException(position, move, v);
    }

    /** The generated code of the move if it is legal on the board, else -1. */
    private static int generatedCode(Engine engine, Engine.Scratch s, Board b, Move m) {
        int from = m.from().index();
        int to = m.to().index();
        int p = b.toMove;
        if (engine.outcome(b) != Turns.NO_OUTCOME || !Movement.isLegalBaseMove(b, p, from, to, m.capture())) {
            return -1;
        }
        List<Choice> choices = m.choices();
        int base = MoveCode.base(from, to, m.capture());
        if (choices.isEmpty()) {
            return generated(engine, s, b, base, 0, choices);
        }
        Choice first = choices.get(0);
        if (first instanceof Choice.FieldChoice fieldChoice) {
            // the R4 field, or (with no R4 effect) the R6.2 bonus field: ask the generator for each
            int code = generated(engine, s, b, base, 1 + fieldChoice.field().index(), choices);
            return code >= 0 ? code : generated(engine, s, b, base, 0, choices);
        }
        return generated(engine, s, b, base, MoveCode.CONNECTION, choices);
    }

    /** The completion of the base with the R4 option {@code r4} that names exactly these choices, or -1. */
    private static int generated(Engine engine, Engine.Scratch s, Board b, int base, int r4, List<Choice> choices) {
        IntList codes = s.codes;
        codes.clear();
        int n = s.completions.expand(b, engine.options, b.toMove, base, r4, codes);
        for (int i = 0; i < n; i++) {
            int c = codes.get(i);
            if (sameChoices(c, choices)) {
                return c;
            }
        }
        return -1;
    }

    /** Whether the code names exactly these choices, in R9.2 order. */
    private static boolean sameChoices(int code, List<Choice> choices) {
        int r4 = MoveCode.r4(code);
        int bonus = MoveCode.bonus(code);
        int k = 0;
        if (r4 != 0) {
            if (k >= choices.size() || !choiceIs(choices.get(k++), r4)) {
                return false;
            }
        }
        if (bonus != 0) {
            if (k >= choices.size() || !choiceIs(choices.get(k++), bonus)) {
                return false;
            }
        }
        return k == choices.size();
    }

    /** Whether a choice is the encoded one: {@code 1 + field}, or {@link MoveCode#CONNECTION}. */
    private static boolean choiceIs(Choice choice, int encoded) {
        if (choice instanceof Choice.FieldChoice named) {
            return encoded != MoveCode.CONNECTION && named.field().index() == encoded - 1;
        }
        return encoded == MoveCode.CONNECTION;
    }

    /**
     * Checks the action and applies it to the thread's scratch board, with the turn passed (R8.5);
     * events are appended unless {@code events} is null.
     */
    private static Board applied(Engine engine, Position position, Action action, List<Event> events) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Board b = Engine.scratch(position);
        Explainer x = new Explainer(engine, b);
        int p = b.toMove;
        if (action instanceof Move move) {
            Violation v = x.checkMove(move);
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
        return b;
    }
}
