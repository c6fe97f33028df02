package org.pacru.rules;

/**
 * Why a game ended (R8.3). There are no draws (R8.4).
 *
 * <p>Both reasons are clauses of the one rule R8.3 (the rulebook numbers rules, not their
 * clauses): {@link #rule()} is that {@link Rule}, {@link #clause()} the clause letter, and
 * {@link #citation()} the two together, as messages and notation print it.
 *
 * <pre>{@code
 * WinReason r = WinReason.TARGET_REACHED;
 * r.rule();       // R8.3, a Rule: .id() "R8.3", .title() and .text() from the rulebook
 * r.clause();     // "a"
 * r.citation();   // "R8.3a"
 * }</pre>
 */
public enum WinReason {
    /** R8.3a: the winner has at least the target number of markers on the board. */
    TARGET_REACHED("a"),
    /** R8.3b: the winner is the only player who still has chevrons. */
    LAST_WITH_CHEVRONS("b");

    private final String clause;

    WinReason(String clause) {
        this.clause = clause;
    }

    /**
     * The rule of this victory condition: R8.3 for both, whose clauses they are.
     *
     * @return the rule R8.3
     */
    public Rule rule() {
        return Rule.of(RuleIds.R8_3);
    }

    /**
     * The clause of R8.3 that states this victory condition.
     *
     * @return {@code "a"} or {@code "b"}
     */
    public String clause() {
        return clause;
    }

    /**
     * The rule ID with the clause, as messages, the game record's and the servers' texts cite it.
     *
     * @return {@code "R8.3a"} or {@code "R8.3b"}
     */
    public String citation() {
        return RuleIds.R8_3 + clause;
    }
}
