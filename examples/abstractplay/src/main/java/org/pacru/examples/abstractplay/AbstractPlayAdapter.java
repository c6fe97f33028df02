package org.pacru.examples.abstractplay;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.game.ActionBuilder;
import org.pacru.game.Game;
import org.pacru.game.PartialAction;
import org.pacru.game.Step;
import org.pacru.game.StepKind;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.rules.Message;
import org.pacru.rules.RuleIds;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;
import org.pacru.rules.Violation;

/**
 * An adapter between this library and Abstract Play's Pacru (engine 20250205), through the public
 * API only: it turns Abstract Play move strings and its automatic {@code pass} entries into
 * actions and back, replays a game's move list, and answers the per-click questions of Abstract
 * Play's user interface (valid? complete? what next?) with {@link ActionBuilder}.
 *
 * <p>Abstract Play's engine accepts some strings the rules forbid (RULES.md §11, D1–D7); the
 * adapter rejects each of them, naming the rule it breaks and the defect.
 *
 * <p>Immutable and thread-safe.
 *
 * <pre>{@code
 * AbstractPlayAdapter ap = new AbstractPlayAdapter(PacruRules.of(Ruleset.ABSTRACT_PLAY));
 * ap.toAction(Position.initial(2), "E1-E2");      // Converted[e1-e2]
 * ap.toAction(Position.initial(2), "a3-b4");      // Rejected: R9.2 (the crossing field is missing, D1)
 * ap.click(Position.initial(2), "e1");            // valid, not complete, next: e1-d2 e1-e2 e1-f2
 * }</pre>
 */
public final class AbstractPlayAdapter {
    /** Abstract Play's entry for a turn that comes to a player who is out (R8.1, R8.2). */
    public static final String PASS = "pass";

    private final Rules rules;

    /**
     * An adapter over some rules (normally the {@code abstractplay} ruleset).
     *
     * @param rules the rules
     */
    public AbstractPlayAdapter(Rules rules) {
        this.rules = Objects.requireNonNull(rules, "rules");
    }

    /**
     * Why a string was not turned into a legal action.
     *
     * <pre>{@code
     * ap.toAction(Position.initial(2), "e1-e3").problem().get().rule();   // "R3.2"
     * }</pre>
     *
     * <p>{@link #message()} is written for a developer: the rule ID, the string and the Abstract Play
     * defect (RULES.md §11) where one applies. A player reads {@link #reason()} instead: what is wrong,
     * without the rule ID, the string or the defect, in any language pacru writes.
     *
     * @param rule the rule ID it breaks ({@code NOTATION} for malformed text)
     * @param message what is wrong, naming the Abstract Play defect (RULES.md §11) where one applies
     * @param violation the rules' violation, where the string is a whole action the rules forbid
     * @param notation the notation error, where the string is no move or rotation as written
     */
    public record Problem(String rule, String message, Optional<Violation> violation,
                          Optional<NotationException> notation) {
        /**
         * Checks that the parts are not null.
         *
         * @param rule the rule ID
         * @param message the explanation
         * @param violation the violation, if any
         * @param notation the notation error, if any
         */
        public Problem {
            Objects.requireNonNull(rule, "rule");
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(violation, "violation");
            Objects.requireNonNull(notation, "notation");
        }

        /**
         * A problem with its explanation only (no violation, no notation error).
         *
         * @param rule the rule ID
         * @param message the explanation
         */
        public Problem(String rule, String message) {
            this(rule, message, Optional.empty(), Optional.empty());
        }

        /**
         * What a player reads: the violation's detail (see {@link AbstractPlayAdapter#reason(Violation)}),
         * or for text that is no move as written, where it goes wrong; empty for a string that is the
         * start of an action but not a whole one (its rule, R9.1 or R9.2, says what is missing).
         *
         * <pre>{@code
         * ap.toAction(Position.initial(2), "e1-e3").problem().get().reason().get().text();
         * // "the chevron on e1 may move at most 1 field (no own markers in the borderland centred on e2), not 2"
         * }</pre>
         *
         * @return the sentence, written in a language when asked ({@link Message#text(java.util.Locale)})
         */
        public Optional<Message> reason() {
            return violation.map(AbstractPlayAdapter::reason);
        }
    }

    /**
     * The sentence a player reads for a violation: its detail, without the rule ID and the action that
     * {@link Violation#message()} starts with (a player sees the rule and the string beside it).
     *
     * <pre>{@code
     * AbstractPlayAdapter.reason(v).text();   // "the chevron on e1 may move at most 1 field (...), not 2"
     * }</pre>
     *
     * @param v the violation
     * @return its detail, or its whole wording where it has no detail of its own
     */
    public static Message reason(Violation v) {
        Object detail = v.wording().arguments().get("detail");
        return detail instanceof Message m ? m : v.wording();
    }

    /**
     * The result of converting one move string: the legal action, or the problem.
     *
     * <pre>{@code
     * Conversion c = ap.toAction(position, "e1-e2");
     * c.action().ifPresent(a -> game = game.play(a));
     * }</pre>
     *
     * @param action the action, if legal
     * @param problem the problem, if not
     */
    public record Conversion(Optional<Action> action, Optional<Problem> problem) {
        /**
         * Checks that exactly one of the two is present.
         *
         * @param action the action
         * @param problem the problem
         */
        public Conversion {
            Objects.requireNonNull(action, "action");
            Objects.requireNonNull(problem, "problem");
            if (action.isPresent() == problem.isPresent()) {
                throw new IllegalArgumentException("a conversion has an action or a problem, not both or neither");
            }
        }
    }

    /**
     * The answer to one click: is the partial move valid (some legal action starts with it), is
     * it complete, and which partial moves may follow.
     *
     * <pre>{@code
     * ap.click(Position.initial(2), "e1").next();   // [e1-d2, e1-e2, e1-f2]
     * }</pre>
     *
     * @param valid whether a legal action starts with the partial move
     * @param complete whether the partial move is a legal action
     * @param next the partial move strings one click further, in a fixed order
     * @param message empty, or why the partial move is not valid
     * @param kinds the kind of each step of {@code next}, in the same order (a crossing field, the
     *     connection, a bonus field, …)
     * @param violation where the partial move is not valid and is a whole action, the rules' violation
     */
    public record ClickAnswer(boolean valid, boolean complete, List<String> next, String message,
                              List<StepKind> kinds, Optional<Violation> violation) {
        /**
         * Copies the lists.
         *
         * @param valid whether it is valid
         * @param complete whether it is complete
         * @param next the next partial moves
         * @param message the message
         * @param kinds the kind of each next step
         * @param violation the violation, if any
         */
        public ClickAnswer {
            next = List.copyOf(next);
            kinds = List.copyOf(kinds);
            Objects.requireNonNull(message, "message");
            Objects.requireNonNull(violation, "violation");
            if (kinds.size() != next.size()) {
                throw new IllegalArgumentException("a click answer has one kind for each next step: "
                        + next.size() + " steps, " + kinds.size() + " kinds");
            }
        }
    }

    /**
     * The result of replaying a move list.
     *
     * <pre>{@code
     * Replay r = ap.replay(Position.initial(2), List.of("e1-e2", "pass"));
     * r.failedEntry();   // 2: B is not out, so the pass is refused (R2.1)
     * }</pre>
     *
     * @param game the game up to (not including) the first entry that could not be played
     * @param failedEntry the 1-based index of that entry, or 0 if every entry was played
     * @param problem why it could not be played
     */
    public record Replay(Game game, int failedEntry, Optional<Problem> problem) {
        /**
         * Checks the parts.
         *
         * @param game the game
         * @param failedEntry the failed entry, 0 for none
         * @param problem the problem
         */
        public Replay {
            Objects.requireNonNull(game, "game");
            Objects.requireNonNull(problem, "problem");
        }
    }

    /**
     * Turns an Abstract Play move string into a legal action, or says which rule it breaks.
     * Strings Abstract Play accepts in error (RULES.md §11) are rejected here.
     *
     * @param position the position the move is played in
     * @param move the move string (upper case and blanks allowed, as on Abstract Play)
     * @return the conversion
     */
    public Conversion toAction(Position position, String move) {
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(move, "move");
        Action action;
        try {
            action = ActionNotation.parse(move);
        } catch (NotationException e) {
            Optional<PartialAction> partial = parsePartial(move);
            if (partial.isPresent() && !partial.get().isEmpty()) {
                return rejected(partial.get().size() == 1 ? RuleIds.R9_1 : RuleIds.R9_2, "'" + move.strip()
                        + "' is not a whole action: a move names its start and destination (R9.1) and every "
                        + "choice (R9.2); Abstract Play executes it anyway (RULES.md §11 D1)");
            }
            return new Conversion(Optional.empty(), Optional.of(new Problem("NOTATION", e.getMessage()
                    + " (Abstract Play truncates or repairs such strings: RULES.md §11 D5)", Optional.empty(),
                    Optional.of(e))));
        }
        Optional<Violation> violation = rules.check(position, action);
        if (violation.isPresent()) {
            Violation v = violation.get();
            return new Conversion(Optional.empty(), Optional.of(new Problem(v.rule().id(),
                    v.message() + Defects.defect(v), violation, Optional.empty())));
        }
        return new Conversion(Optional.of(action), Optional.empty());
    }

    /**
     * The Abstract Play strings for an action and what it caused: the action in canonical notation,
     * then one {@code pass} for each player the turn passed over (R8.5), as Abstract Play records
     * them: it writes a {@code pass} each time the turn comes to a player who is out, whether they
     * were just eliminated (R8.1) or have been out for rounds (R8.2), until the game goes on with a
     * player who can move or ends.
     *
     * <pre>{@code
     * // 3 players, B out for good: every action of C is followed by B's pass on the next round
     * ap.toAbstractPlay(transition);   // [c5-c4, pass]
     * }</pre>
     *
     * @param transition the transition of a played action
     * @return the move list entries
     */
    public List<String> toAbstractPlay(Transition transition) {
        List<String> list = new ArrayList<>();
        list.add(ActionNotation.format(transition.action()));
        for (int k = passes(transition); k > 0; k--) {
            list.add(PASS);
        }
        return list;
    }

    /**
     * Replays an Abstract Play move list from a start position. After each action the list may
     * hold one {@code pass} for each player the turn passed over (R8.5: each player who is out,
     * eliminated by that action or earlier), as Abstract Play writes them; the eliminations
     * themselves were already applied with the action. A {@code pass} beyond those is refused
     * (R2.1); passes left out are not required.
     *
     * @param start the start position
     * @param moves the move list
     * @return the game and, if an entry could not be played, its index and the problem
     */
    public Replay replay(Position start, List<String> moves) {
        Game game = Game.start(rules, start);
        int pendingPasses = 0;
        for (int i = 0; i < moves.size(); i++) {
            String move = moves.get(i);
            if (move.strip().equalsIgnoreCase(PASS)) {
                if (pendingPasses == 0) {
                    return new Replay(game, i + 1, Optional.of(new Problem(RuleIds.R2_1, "entry " + (i + 1)
                            + ": 'pass' where the turn comes to a player who is not out: passing is not allowed "
                            + "(R2.1); Abstract Play records 'pass' only for a player who is out (R8.1, R8.2)")));
                }
                pendingPasses--;
                continue;
            }
            Conversion c = toAction(game.position(), move);
            if (c.problem().isPresent()) {
                Problem p = c.problem().get();
                return new Replay(game, i + 1, Optional.of(new Problem(p.rule(), "entry " + (i + 1) + " '"
                        + move + "': " + p.message())));
            }
            game = game.play(c.action().orElseThrow());
            pendingPasses = passes(game.lastTransition().orElseThrow());
        }
        return new Replay(game, 0, Optional.empty());
    }

    /**
     * How many players the turn passed over after an action (R8.5): those between the mover and
     * the player it reached, in turn order, every one of them out. In a finished game the turn
     * reached the player after the last one examined, so the count matches Abstract Play's, which
     * stops passing when the game ends.
     */
    private static int passes(Transition t) {
        int players = t.before().playerCount();
        int mover = t.before().toMove().number();
        int reached = t.after().toMove().number();
        return Math.floorMod(reached - mover - 1, players);
    }

    /**
     * Answers Abstract Play's per-click questions for a partial move string, such as
     * {@code ""}, {@code "e3"}, {@code "e3xe4"}, {@code "e3xe4(e6"}, {@code "d9>>(a7,b5"}.
     *
     * @param position the position
     * @param partialMove the partial move string
     * @return valid?, complete?, and the partial moves one click further
     */
    public ClickAnswer click(Position position, String partialMove) {
        Optional<PartialAction> partial = parsePartial(partialMove);
        if (partial.isEmpty()) {
            return new ClickAnswer(false, false, List.of(), "'" + partialMove + "' is not the start of a move "
                    + "or rotation in Pacru notation", List.of(), Optional.empty());
        }
        ActionBuilder builder = ActionBuilder.of(rules, position, partial.get());
        if (!builder.isViable()) {
            // the steps read so far, closed ("e1>(d1,f1" is e1>(d1,f1)): where they are a whole action, its violation
            Optional<Violation> violation = MoveStrings.tryParse(partial.get().toString())
                    .flatMap(a -> rules.check(position, a));
            String why = violation.map(Violation::message)
                    .orElse("no legal action starts with '" + partial.get() + "'");
            return new ClickAnswer(false, false, List.of(), why, List.of(), violation);
        }
        List<String> next = new ArrayList<>();
        List<StepKind> kinds = new ArrayList<>();
        for (Step s : builder.nextSteps()) {
            next.add(MoveStrings.openString(partial.get().then(s)));
            kinds.add(s.kind());
        }
        return new ClickAnswer(true, builder.isComplete(), next, "", kinds, Optional.empty());
    }

    /**
     * Reads a partial move string leniently (upper case and blanks allowed, closing bracket optional).
     *
     * @param text the partial move
     * @return its steps, or empty if it is not the start of a move or rotation
     */
    public static Optional<PartialAction> parsePartial(String text) {
        return MoveStrings.parsePartial(text);
    }

    private Conversion rejected(String rule, String message) {
        return new Conversion(Optional.empty(), Optional.of(new Problem(rule, message)));
    }
}
