package org.pacru.core.engine;

import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Ruleset;

/**
 * The options of one {@link Ruleset} (R10) as the rule methods read them on the hot path: plain
 * final fields instead of the ruleset's getters. Immutable.
 */
final class RuleOptions {
    final Ruleset ruleset;
    /** R6.1(d): the markers another player must have for a meeting. */
    final int meetingThreshold;
    /** R6.3, R10 meetingThresholdTiming: count the threshold after the capture only. */
    final boolean thresholdAfterCapture;
    /** R4.2, R10 connectionNeedsGap: a connection needs a field between that is not the mover's. */
    final boolean connectionNeedsGap;
    /** R6.2, R10 bonusOnStartField: the start field may take the bonus. */
    final boolean bonusOnStartField;
    /** R8.3(a): the target by player count (index 2–4). */
    private final int[] targets = new int[5];

    RuleOptions(Ruleset ruleset) {
        this.ruleset = ruleset;
        this.meetingThreshold = ruleset.meetingThreshold();
        this.thresholdAfterCapture = ruleset.meetingThresholdTiming() == MeetingThresholdTiming.AFTER_CAPTURE;
        this.connectionNeedsGap = ruleset.connectionNeedsGap();
        this.bonusOnStartField = ruleset.bonusOnStartField();
        for (int n = 2; n <= 4; n++) {
            targets[n] = ruleset.target(n);
        }
    }

    /** R8.3(a): the number of markers that wins with the given number of players. */
    int target(int players) {
        return targets[players];
    }
}
