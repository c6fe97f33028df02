package org.pacru.rules;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.lists.NonNullLists;

/**
 * Why an action is legal or illegal in a position, as the rules engine judged it: the verdict and
 * the violation with its {@link Rule}; the {@link Fact}s, each tagged with its rule (the range and
 * how it was counted, the fields passed over, the jump, the crossing and its candidate fields, the
 * connection and the fields it fills, the capture and its attackers, the meeting partner and the
 * threshold count, the choices open; for a rotation its cost, the markers available and whether
 * the relinquished fields are allowed); and, when the action is legal, the resulting
 * {@link Transition} with its events.
 *
 * <p>Any action in any position can be explained, legal or not; the explanation never throws for
 * an illegal one. The verdict is exactly that of {@link Rules#check}, and the result exactly that
 * of {@link Rules#apply}. The facts are plain values (records, enums, fields, lists), so a text,
 * JSON or HTML renderer shows them without knowing any rule: each fact has its rule, its citation,
 * whether it allows the action, the fields to draw and one sentence. Immutable value.
 *
 * <pre>{@code
 * Explanation e = PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3));
 * e.verdict();                       // ILLEGAL
 * e.violation().get().rule();        // R3.2
 * e.violation().get().rule().text(); // "It moves 1 to P fields, where P is the number of fields ..."
 * for (Fact f : e.facts()) {
 *     f.citation();                  // "R3.1", "R3.2", "R3.4", ...
 *     f.allowed();                   // false for the range: "range 1: A has no markers ... OUT OF RANGE."
 * }
 * e.result();                        // empty: the action is illegal
 * }</pre>
 *
 * @param ruleset the ruleset the action was judged under
 * @param position the position
 * @param action the action
 * @param verdict whether the action is legal
 * @param violation why it is illegal; empty if it is legal
 * @param facts what the engine found, in the order of the rulebook
 * @param result the transition if the action is legal; else empty
 */
public record Explanation(Ruleset ruleset, Position position, Action action, Verdict verdict,
                          Optional<Violation> violation, List<Fact> facts, Optional<Transition> result) {

    /** Whether an action is legal. */
    public enum Verdict {
        /** The action is legal. */
        LEGAL,
        /** The action breaks a rule: {@link Explanation#violation()} says which. */
        ILLEGAL
    }

    /**
     * Checks for nulls, copies the facts, and checks that the verdict, the violation and the
     * result agree.
     *
     * @param ruleset the ruleset
     * @param position the position
     * @param action the action
     * @param verdict the verdict
     * @param violation the violation, present exactly if the verdict is {@code ILLEGAL}
     * @param facts the facts
     * @param result the transition, present exactly if the verdict is {@code LEGAL}
     * @throws IllegalArgumentException if verdict, violation and result disagree
     */
    public Explanation {
        Objects.requireNonNull(ruleset, "ruleset");
        Objects.requireNonNull(position, "position");
        Objects.requireNonNull(action, "action");
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(violation, "violation");
        facts = NonNullLists.copyOf(facts, "facts");
        Objects.requireNonNull(result, "result");
        boolean legal = verdict == Verdict.LEGAL;
        if (legal == violation.isPresent() || legal != result.isPresent()) {
            throw new IllegalArgumentException("verdict " + verdict + " with violation " + violation
                    + " and result " + result.map(r -> "present").orElse("empty"));
        }
    }

    /**
     * The player whose action is explained: the side to move.
     *
     * @return the player to move
     */
    public Player mover() {
        return position.toMove();
    }

    /**
     * Whether the action is legal.
     *
     * @return true for the verdict {@code LEGAL}
     */
    public boolean isLegal() {
        return verdict == Verdict.LEGAL;
    }

    /**
     * Every rule the explanation cites, without repetition: the violated rule first, then the
     * rules of the facts in order. A renderer shows their texts beside the facts.
     *
     * @return the rules
     */
    public List<Rule> rules() {
        Set<Rule> rules = new LinkedHashSet<>();
        violation.ifPresent(v -> rules.add(v.rule()));
        for (Fact fact : facts) {
            rules.add(fact.rule());
        }
        return List.copyOf(rules);
    }
}
