package org.pacru.rules;

/**
 * Why a game ended (R8.3). There are no draws (R8.4).
 *
 * <pre>{@code
 * WinReason r = WinReason.TARGET_REACHED;
 * r.rule();   // "R8.3a"
 * }</pre>
 */
public enum WinReason {
    /** R8.3a: the winner has at least the target number of markers on the board. */
    TARGET_REACHED("R8.3a"),
    /** R8.3b: the winner is the only player who still has chevrons. */
    LAST_WITH_CHEVRONS("R8.3b");

    private final String rule;

    WinReason(String rule) {
        this.rule = rule;
    }

    /**
     * The rule ID of this victory condition.
     *
     * @return {@code "R8.3a"} or {@code "R8.3b"}
     */
    public String rule() {
        return rule;
    }
}
